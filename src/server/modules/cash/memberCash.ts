import { ResultCode } from '../../../shared/resultCodes';
import { dateRange } from '../../../shared/dates';
import { CASH_STATUS, isOpenRequest, type CashListQuery, type CashRow, type UserCash } from '../../../shared/api/cash';
import type { PagedList } from '../../../shared/api/common';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { MemberRow } from '../identity/sessionRepo';
import type { MoneyTx } from '../ledger/service';
import { lockRequest, memberRequests, updateRequest } from './repo';
import { toCashRow } from './view';
import { returnWithdrawal } from './withdrawals';

/** §4 balance poll: TK999 (with the balances) tells the front to close an open game window. */
export async function userCash(deps: Pick<AppDeps, 'balancePolls'>, member: MemberRow): Promise<UserCash> {
  const { cash, point, betAmt } = await deps.balancePolls(member.id);
  const data: UserCash = { cashAmt: cash, pointAmt: point, betAmt };
  if (member.locked || !member.can_bet) throw new AppError(ResultCode.CloseGamePopup, { ...data });
  return data;
}

/** §5 list: a date without a time covers 00:00:00 to 23:59:59 in site time. */
export async function listCash(
  deps: Pick<AppDeps, 'db' | 'config'>,
  memberId: number,
  q: CashListQuery,
): Promise<PagedList<CashRow>> {
  const range = dateRange(q.startDate, q.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await memberRequests(deps.db, memberId, q.cashType, range, {
    limit: q.count_per_list,
    offset: (q.page - 1) * q.count_per_list,
  });
  return {
    list: rows.map(toCashRow),
    pageInfo: { page: q.page, count_per_list: q.count_per_list, tatal_list_count: total },
  };
}

/**
 * /api/cash/del: a request not yet done is cancelled (a withdrawal's held amount returns) and
 * leaves the list; a cancelled one just leaves it; a done one stays (E003).
 */
export async function deleteCash(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  siteId: string,
  memberId: number,
  cashIdx: number,
): Promise<{ cashIdx: number }> {
  const row = await lockRequest(m.trx, siteId, cashIdx);
  if (!row || row.member_id !== memberId || row.hidden) throw new AppError(ResultCode.NotFound);
  if (row.status === CASH_STATUS.done) throw new AppError(ResultCode.InvalidRequest, { fields: ['cashIdx'] });
  if (isOpenRequest(row)) {
    const txn = row.kind === 'out' ? await returnWithdrawal(m, row) : null;
    await updateRequest(m.trx, row.id, {
      status: CASH_STATUS.cancel,
      done_txn_id: txn,
      processed_at: deps.clock.now(),
    });
  }
  await updateRequest(m.trx, row.id, { hidden: true });
  return { cashIdx };
}
