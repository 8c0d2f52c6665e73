import { ResultCode } from '../../../shared/resultCodes';
import {
  CorrectionFilter,
  correctionMemo,
  type CorrectionInput,
  type CorrectionReason,
  type CorrectionRecord,
} from '../../../shared/api/corrections';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import type { SiteOptions } from '../../../shared/api/site';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { orderBy, pageOffset } from '../../http/paging';
import type { Actor } from '../audit/actor';
import { writeAudit } from '../audit/repo';
import { memberBalances } from '../ledger/repo';
import { LedgerKind, SystemAccount, type MoneyTx } from '../ledger/service';
import {
  decideCorrection,
  insertCorrection,
  lockCorrection,
  readCorrections,
  siteMember,
  type CorrectionView,
} from './correctionsRepo';
import type { BalanceCorrectionsTable } from './tables';

type CorrectionRow = Pick<
  BalanceCorrectionsTable,
  'site_id' | 'member_id' | 'asset' | 'direction' | 'amount' | 'reason' | 'memo'
> & { id: number };

interface StaffCtx {
  siteId: string;
  staffId: number;
  actor: Actor;
}

/**
 * Books one correction through the ledger under `correction:<id>`, against the site's correction
 * account. A debit never takes more than the balance holds: judged under the member's lock (C401
 * with the balance), and the ledger's conditional update refuses it again.
 */
async function book(m: MoneyTx, row: CorrectionRow): Promise<number> {
  await m.lockMembers([row.member_id]);
  const signed = row.direction === 'credit' ? row.amount : -row.amount;
  if (signed < 0) {
    const balance = (await memberBalances(m.trx, row.member_id))[row.asset];
    if (balance < row.amount) throw new AppError(ResultCode.CorrectionOverBalance, { balance });
  }
  const posted = await m.post({
    siteId: row.site_id,
    idempotencyKey: `correction:${row.id}`,
    kind: row.direction === 'credit' ? LedgerKind.CorrectionCredit : LedgerKind.CorrectionDebit,
    memo: correctionMemo(row.reason as CorrectionReason, row.memo),
    meta: { correctionId: row.id, reason: row.reason },
    insufficient: ResultCode.CorrectionOverBalance,
    postings: [
      { account: { system: SystemAccount.Correction, asset: row.asset }, amount: -signed },
      { account: { member: row.member_id, asset: row.asset }, amount: signed },
    ],
  });
  return posted.transactionId;
}

const toRecord = (r: CorrectionView): CorrectionRecord => ({
  id: r.id,
  memId: r.mem_id,
  memNick: r.mem_nick,
  asset: r.asset,
  direction: r.direction,
  amount: r.amount,
  reason: r.reason as CorrectionReason,
  memo: r.memo,
  status: r.status,
  fourEyes: r.four_eyes,
  requestedBy: r.requested_by,
  decidedBy: r.decided_by,
  decideMemo: r.decide_memo,
  transactionId: r.txn_id,
  createdAt: r.created_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
});

export async function getCorrection(db: Kysely<DB> | Transaction<DB>, siteId: string, id: number) {
  const { rows } = await readCorrections(
    db,
    siteId,
    { id },
    { column: 'c.id', direction: 'desc' },
    { limit: 1, offset: 0 },
  );
  if (!rows[0]) throw new AppError(ResultCode.NotFound);
  return toRecord(rows[0]);
}

const SORT = { id: 'c.id', createdAt: 'c.created_at', amount: 'c.amount', decidedAt: 'c.decided_at' } as const;

export async function listCorrections(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  query: OfficeListQuery,
): Promise<OfficeList<CorrectionRecord>> {
  const f = CorrectionFilter.parse(query.filter);
  const { rows, total } = await readCorrections(deps.db, siteId, f, orderBy(query, SORT, 'c.id'), pageOffset(query));
  return { list: rows.map(toRecord), total };
}

const snapshot = (r: CorrectionRow & { status: string }, memId: string) => ({
  memId,
  asset: r.asset,
  direction: r.direction,
  amount: r.amount,
  reason: r.reason,
  memo: r.memo,
  status: r.status,
});

/**
 * A staff member asks for a correction (docs/domains/corrections.md). Up to the site's
 * `correctionApprovalOver` it is booked at once; above it, it waits for a second staff member, and
 * a debit is refused now (C401) when the balance cannot cover it already.
 */
export async function requestCorrection(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  ctx: StaffCtx & { options: SiteOptions },
  input: CorrectionInput,
): Promise<CorrectionRecord> {
  const member = await siteMember(m.trx, ctx.siteId, input.memId);
  if (!member) throw new AppError(ResultCode.NoMember, { fields: ['memId'] });
  const now = deps.clock.now();
  const fourEyes = input.amount > ctx.options.correctionApprovalOver;
  const row = await insertCorrection(m.trx, {
    site_id: ctx.siteId,
    member_id: member.id,
    asset: input.asset,
    direction: input.direction,
    amount: input.amount,
    reason: input.reason,
    memo: input.memo,
    status: 'pending',
    four_eyes: fourEyes,
    requested_by: ctx.staffId,
    created_at: now,
  });
  if (fourEyes) {
    if (input.direction === 'debit') {
      const balance = (await memberBalances(m.trx, member.id))[input.asset];
      if (balance < input.amount) throw new AppError(ResultCode.CorrectionOverBalance, { balance });
    }
  } else {
    const txn = await book(m, row);
    await decideCorrection(m.trx, row.id, { status: 'done', decided_by: ctx.staffId, decided_at: now, txn_id: txn });
  }
  const status = fourEyes ? 'pending' : 'done';
  await writeAudit(m.trx, ctx.actor, 'correction.request', `correction:${row.id}`, null, {
    ...snapshot({ ...row, status }, member.mem_id),
    fourEyes,
  });
  return getCorrection(m.trx, ctx.siteId, row.id);
}

/** The pending correction, locked: E007 when the site has none of that id, C403 once decided. */
async function lockPending(m: MoneyTx, siteId: string, id: number) {
  const row = await lockCorrection(m.trx, siteId, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  if (row.status !== 'pending') throw new AppError(ResultCode.CorrectionDecided, { status: row.status });
  return row;
}

/**
 * Four eyes: a second staff member approves a pending correction and it is booked. The row is
 * locked first, so approvals at once book it once (the others answer C403); the staff member who
 * asked can never approve it (C402).
 */
export async function approveCorrection(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  ctx: StaffCtx,
  id: number,
  memo: string,
): Promise<CorrectionRecord> {
  const row = await lockPending(m, ctx.siteId, id);
  if (row.requested_by === ctx.staffId) throw new AppError(ResultCode.CorrectionOwnApproval);
  const txn = await book(m, row);
  await decideCorrection(m.trx, row.id, {
    status: 'done',
    decided_by: ctx.staffId,
    decided_at: deps.clock.now(),
    decide_memo: memo,
    txn_id: txn,
  });
  const record = await getCorrection(m.trx, ctx.siteId, row.id);
  await writeAudit(
    m.trx,
    ctx.actor,
    'correction.approve',
    `correction:${row.id}`,
    { status: 'pending' },
    {
      ...snapshot({ ...row, status: 'done' }, record.memId),
      transactionId: txn,
    },
  );
  return record;
}

/** A pending correction rejected (by anyone of the area, the requester withdrawing it too): nothing is booked. */
export async function rejectCorrection(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  ctx: StaffCtx,
  id: number,
  memo: string,
): Promise<CorrectionRecord> {
  const row = await lockPending(m, ctx.siteId, id);
  await decideCorrection(m.trx, row.id, {
    status: 'rejected',
    decided_by: ctx.staffId,
    decided_at: deps.clock.now(),
    decide_memo: memo,
  });
  const record = await getCorrection(m.trx, ctx.siteId, row.id);
  await writeAudit(
    m.trx,
    ctx.actor,
    'correction.reject',
    `correction:${row.id}`,
    { status: 'pending' },
    { status: 'rejected', memo },
  );
  return record;
}
