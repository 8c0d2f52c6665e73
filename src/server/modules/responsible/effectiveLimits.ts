import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '../../../shared/responsible/periods';
import type { LimitDbRow } from './repo';

/** A row as it stands at `now`: a pending raise or removal whose 24 hours have passed is in force. */
export function settledRow(row: LimitDbRow, now: Date): LimitDbRow {
  if (!row.pending_from || row.pending_from > now) return row;
  return { ...row, amount: row.pending_amount, pending_amount: null, pending_from: null };
}

export interface EffectiveLimit {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number;
}

/** The limits in force, one per kind and period: the stricter of the member's own and staff's. */
export function effectiveLimits(rows: readonly LimitDbRow[], now: Date): EffectiveLimit[] {
  const out: EffectiveLimit[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const amounts = rows
        .filter((r) => r.kind === kind && r.period === period)
        .map((r) => settledRow(r, now).amount)
        .filter((a): a is number => a !== null);
      if (amounts.length) out.push({ kind, period, amount: Math.min(...amounts) });
    }
  }
  return out;
}
