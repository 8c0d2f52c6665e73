import type { CashRow, CashStatus } from '../../../shared/api/cash';
import type { YN } from '../../../shared/enums';
import type { CashRequestRow } from './repo';

/** §3 cash request as the member sees it. */
export const toCashRow = (r: CashRequestRow): CashRow => ({
  cashIdx: r.id,
  cashType: r.kind,
  amount: r.amount,
  bonusYn: r.bonus_yn as YN,
  depositor: r.depositor,
  status: r.status as CashStatus,
  memo: r.memo,
  applyDate: r.created_at.toISOString(),
  processDate: r.processed_at?.toISOString() ?? null,
});
