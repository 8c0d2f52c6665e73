import { ResultCode } from '../../../shared/resultCodes';
import { dateRange } from '../../../shared/dates';
import { CashRequestFilter, CASH_REQUEST_SORT, type CashRequestRecord } from '../../../shared/api/adminCash';
import { CASH_STATUS, type CashKind, type CashStatus } from '../../../shared/api/cash';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import type { YN } from '../../../shared/enums';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { orderBy, pageOffset } from '../../http/paging';
import type { Actor } from '../audit/actor';
import { writeAudit } from '../audit/repo';
import type { MoneyTx } from '../ledger/service';
import {
  lockRequest,
  staffRequest,
  staffRequests,
  updateRequest,
  type CashRequestRow,
  type StaffRequestRow,
} from './repo';
import { creditDeposit } from './deposits';
import { payWithdrawal, returnWithdrawal } from './withdrawals';
import { rollingLeftOf } from './cashierFacts';
import { readOptions } from '../site/options/service';
import { judgementsOf, type JudgementRow } from './withdrawalRiskRepo';

export type CashAction = 'approve' | 'refuse' | 'wait';

const toRecord = (
  r: StaffRequestRow,
  rollingLeft: Map<number, number>,
  judged: Map<number, JudgementRow>,
): CashRequestRecord => ({
  id: r.id,
  kind: r.kind,
  memberId: r.member_id,
  memId: r.mem_id,
  memNick: r.mem_nick,
  amount: r.amount,
  bonusYn: r.bonus_yn as YN,
  bonusProgram: r.bonus_program,
  depositor: r.depositor,
  refundAccount: r.refund_account,
  bankName: r.bank_name,
  accountNo: r.account_no,
  level: r.level,
  cash: Number(r.cash),
  rollingLeft: rollingLeft.get(r.id) ?? null,
  riskFailed:
    judged
      .get(r.id)
      ?.checks.filter((c) => !c.passed)
      .map((c) => c.check) ?? null,
  status: r.status as CashStatus,
  memo: r.memo,
  staffId: r.staff_id,
  createdAt: r.created_at.toISOString(),
  processedAt: r.processed_at?.toISOString() ?? null,
});

export async function listRequests(
  deps: Pick<AppDeps, 'db' | 'config'>,
  siteId: string,
  kind: CashKind,
  query: OfficeListQuery,
): Promise<OfficeList<CashRequestRecord>> {
  const f = CashRequestFilter.parse(query.filter);
  const { rows, total } = await staffRequests(
    deps.db,
    siteId,
    {
      kind,
      status: f.status,
      memId: f.memId,
      range: dateRange(f.startDate, f.endDate, deps.config.SITE_TZ_OFFSET_MINUTES),
    },
    orderBy(query, CASH_REQUEST_SORT, 'c.id'),
    pageOffset(query),
  );
  return { list: await withFacts(deps.db, siteId, rows), total };
}

/**
 * The records with the rolling each withdrawal still owes and the checks the risk rules last found
 * failed, worked out for the whole page at once.
 */
async function withFacts(
  db: Kysely<DB>,
  siteId: string,
  rows: readonly StaffRequestRow[],
): Promise<CashRequestRecord[]> {
  const left = await rollingLeftOf(db, await readOptions({ db }, siteId), rows);
  const judged = await judgementsOf(
    db,
    rows.filter((r) => r.kind === 'out').map((r) => Number(r.id)),
  );
  return rows.map((r) => toRecord(r, left, judged));
}

export async function getRequest(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  kind: CashKind,
  id: number,
): Promise<CashRequestRecord> {
  const row = await staffRequest(deps.db, siteId, kind, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  return (await withFacts(deps.db, siteId, [row]))[0]!;
}

/**
 * What each action does to the money of a request still open (§3 status 0 apply or 2 wait): the
 * transaction, and what else the audit line says (a deposit's bonus, granted or refused).
 */
async function move(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  row: CashRequestRow,
  action: CashAction,
): Promise<{ txn: number | null; also: Record<string, unknown> | null }> {
  if (action === 'wait') return { txn: null, also: null };
  if (row.kind === 'in') {
    if (action !== 'approve') return { txn: null, also: null };
    const credited = await creditDeposit(m, deps, row);
    return { txn: credited.transactionId, also: credited.bonus };
  }
  return { txn: await (action === 'approve' ? payWithdrawal(m, row) : returnWithdrawal(m, row)), also: null };
}

const nextStatus: Record<CashAction, CashStatus> = {
  approve: CASH_STATUS.done,
  refuse: CASH_STATUS.cancel,
  wait: CASH_STATUS.wait,
};

/**
 * A staff decision on one request: the request row is locked (two staff approving at once process
 * it once), the money moves, the status changes and the audit line is written, all in one
 * transaction with the staff id. The deposit matcher approves through here too, with no staff id
 * and the system as actor (docs/domains/cash.md#deposit-matching), so a person and the matcher
 * can never both pay one request.
 */
export async function processRequest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  m: MoneyTx,
  ctx: { siteId: string; staffId: number | null; actor: Actor },
  kind: CashKind,
  id: number,
  action: CashAction,
  memo = '',
): Promise<CashRequestRecord> {
  const row = await lockRequest(m.trx, ctx.siteId, id, kind);
  if (!row) throw new AppError(ResultCode.NotFound);
  const open = row.status === CASH_STATUS.apply || (row.status === CASH_STATUS.wait && action !== 'wait');
  if (!open) throw new AppError(ResultCode.InvalidRequest, { fields: ['id'], status: row.status });
  const { txn, also } = await move(m, deps, row, action);
  await updateRequest(m.trx, row.id, {
    status: nextStatus[action],
    memo: action === 'refuse' ? memo : row.memo,
    done_txn_id: txn,
    staff_id: ctx.staffId,
    processed_at: action === 'wait' ? null : deps.clock.now(),
  });
  await writeAudit(
    m.trx,
    ctx.actor,
    `${kind === 'in' ? 'deposit' : 'withdrawal'}.${action}`,
    `cash_request:${row.id}`,
    { status: row.status, memo: row.memo },
    { status: nextStatus[action], memo, amount: row.amount, memberId: row.member_id, transactionId: txn, ...also },
  );
  const record = await staffRequest(m.trx, ctx.siteId, kind, id);
  return (await withFacts(m.trx, ctx.siteId, [record!]))[0]!;
}
