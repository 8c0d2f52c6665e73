import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { formatDate, formatMoney } from '../../format';
import { EmptyState } from '../../shell/common/EmptyState';
import type { CashRow } from '../../site';

/** A ranking or live list of deposits/withdrawals (the server masks ids). */
export function CashTable({ rows, ranked = false }: { rows: CashRow[]; ranked?: boolean }) {
  if (!rows.length) return <EmptyState dense />;
  return (
    <Table size="small">
      <TableBody>
        {rows.slice(0, 8).map((row, i) => (
          <TableRow
            key={`${row.memId}-${row.date}-${i}`}
            sx={{ '& td': { borderColor: 'divider', py: { xs: 0.6, md: 0.9 } } }}
          >
            {ranked && (
              <TableCell sx={{ width: 36, fontWeight: 900, color: i < 3 ? 'primary.main' : 'text.secondary' }}>
                {i + 1}
              </TableCell>
            )}
            <TableCell>{row.memId}</TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 800, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatMoney(row.amount)}
            </TableCell>
            <TableCell align="right" sx={{ color: 'text.secondary', whiteSpace: 'nowrap', fontSize: 12 }}>
              {formatDate(row.date, !ranked)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
