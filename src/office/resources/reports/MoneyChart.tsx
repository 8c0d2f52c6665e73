import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { MoneyTotals } from '../../../shared/api/office/index';
import { useOfficeFormat } from '../../common/format';
import { BRAND } from '../../theme';

// The office's colours (theme.ts): money in green, out in crimson, stakes in gold, wins in slate.
const SERIES: { key: keyof MoneyTotals; color: string }[] = [
  { key: 'deposits', color: '#2e7d32' },
  { key: 'withdrawals', color: BRAND.crimson },
  { key: 'bets', color: '#c8962e' },
  { key: 'wins', color: '#46577a' },
];

/** Deposits, withdrawals, bets and wins per row (day or partner), for the reports and the dashboard. */
export function MoneyChart<T extends MoneyTotals>({
  rows,
  xKey,
  height = 260,
}: {
  rows: T[];
  xKey: keyof T & string;
  height?: number;
}) {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} margin={{ top: 8, right: 16, left: 16, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={xKey as string} tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(v: number) => money(v)} tick={{ fontSize: 12 }} width={90} />
        <Tooltip formatter={(v) => money(Number(v))} />
        <Legend />
        {SERIES.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={translate(`office.fields.${s.key}`)} fill={s.color} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
