import { ResultCode } from '../../../shared/resultCodes';
import { MemberStatus } from '../../../shared/enums';
import { dateRange } from '../../../shared/dates';
import type { PagedList } from '../../../shared/api/common';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import { isPartnerTier } from '../../../shared/partner';
import {
  TransferFilter,
  type GiveListQuery,
  type TransferKind,
  type TransferRecord,
  type TransferRequest,
  type TransferResult,
} from '../../../shared/api/partnerMoney';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { orderBy, pageOffset } from '../../http/paging';
import { writeAudit } from '../audit/repo';
import type { Actor } from '../audit/actor';
import type { PartnerCaller } from '../../http/route';
import type { MemberRow } from '../identity/sessionRepo';
import { LedgerKind, type MoneyTx } from '../ledger/service';
import { findLowerMember, insertTransfer, listTransfers, reserveTransferId, type TransferRow } from './repo';

const ledgerKind = { pay: LedgerKind.PartnerPay, recover: LedgerKind.PartnerRecover, give: LedgerKind.Give } as const;

/**
 * §6 pay / recover / give: money between the caller and a user strictly below it in the tree
 * (U021 otherwise), as one ledger transfer between the two cash accounts. Pay and give fail with
 * C019 when the caller's cash cannot cover them, recover with C021 naming the user's cash when it cannot. Give is
 * a member call: only a member of a partner tier may give (U021 otherwise).
 */
export async function transfer(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  ctx: { siteId: string; caller: MemberRow; actor: Actor },
  kind: TransferKind,
  input: TransferRequest,
): Promise<TransferResult> {
  if (kind === 'give' && !isPartnerTier(ctx.caller.tier)) throw new AppError(ResultCode.NoRightForSubUser);
  const target = await findLowerMember(m.trx, ctx.siteId, ctx.caller, input.memId);
  if (!target || target.status === MemberStatus.Deleted) throw new AppError(ResultCode.NoRightForSubUser);
  if (input.amount === undefined || input.amount <= 0) throw new AppError(ResultCode.AmountRequired);
  const amount = input.amount;
  const [from, to] = kind === 'recover' ? [target.id, ctx.caller.id] : [ctx.caller.id, target.id];
  // The transfer row's id names the event in the ledger key; a retried request is deduplicated by its Idempotency-Key.
  const id = await reserveTransferId(m.trx);
  const posted = await m
    .post({
      siteId: ctx.siteId,
      idempotencyKey: `transfer:${kind}:${id}`,
      kind: ledgerKind[kind],
      memo: input.memo,
      meta: { actorId: ctx.caller.id, from, to, transferId: id },
      insufficient: kind === 'recover' ? ResultCode.RecoverOverBalance : ResultCode.PaymentProblem,
      postings: [
        { account: { member: from, asset: 'cash' }, amount: -amount },
        { account: { member: to, asset: 'cash' }, amount },
      ],
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof AppError) || error.code !== ResultCode.RecoverOverBalance) throw error;
      // The posting took its locks in account-id order and refused the user's cash; the balance named is
      // read after, under that one account's lock (locking both first, deepest first, deadlocked with a pay).
      throw new AppError(ResultCode.RecoverOverBalance, { balance: (await m.lockMembers([from])).get(from) ?? 0 });
    });
  const createdAt = deps.clock.now();
  await insertTransfer(m.trx, {
    id,
    site_id: ctx.siteId,
    kind,
    actor_id: ctx.caller.id,
    from_member_id: from,
    to_member_id: to,
    amount,
    memo: input.memo,
    txn_id: posted.transactionId,
    created_at: createdAt,
  });
  await writeAudit(m.trx, ctx.actor, `money.${kind}`, target.mem_id, null, {
    amount,
    memo: input.memo,
    transactionId: posted.transactionId,
  });
  const transferRecord: TransferRecord = {
    id,
    kind,
    direction: kind === 'recover' ? 'receive' : 'send',
    fromMemId: kind === 'recover' ? target.mem_id : ctx.caller.mem_id,
    toMemId: kind === 'recover' ? ctx.caller.mem_id : target.mem_id,
    amount,
    memo: input.memo,
    createdAt: createdAt.toISOString(),
  };
  return { transfer: transferRecord, cashAmt: posted.balances.get(ctx.caller.id)!.cash };
}

const toRecord =
  (memberId: number) =>
  (r: TransferRow): TransferRecord => ({
    id: r.id,
    kind: r.kind,
    direction: r.from_member_id === memberId ? 'send' : r.to_member_id === memberId ? 'receive' : null,
    fromMemId: r.from_mem_id,
    toMemId: r.to_mem_id,
    amount: r.amount,
    memo: r.memo,
    createdAt: r.created_at.toISOString(),
  });

const SORT = { id: 't.id', amount: 't.amount', createdAt: 't.created_at' } as const;

/** Partner send / receive history: every transfer touching its subtree, scoped on the server. */
export async function transferHistory(
  deps: Pick<AppDeps, 'db' | 'config'>,
  caller: PartnerCaller,
  query: OfficeListQuery,
): Promise<OfficeList<TransferRecord>> {
  const { siteId, member: partner } = caller;
  const f = TransferFilter.parse(query.filter);
  const range = dateRange(f.startDate, f.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listTransfers(
    deps.db,
    {
      siteId,
      memberId: partner.id,
      subtreePath: partner.path,
      kind: f.kind,
      direction: f.direction,
      memId: f.memId,
      range,
    },
    orderBy(query, SORT, 't.id'),
    pageOffset(query),
  );
  return { list: rows.map(toRecord(partner.id)), total };
}

/** A member's own send / receive history (/mypage/give). */
export async function memberTransfers(
  deps: Pick<AppDeps, 'db' | 'config'>,
  siteId: string,
  memberId: number,
  q: z.infer<typeof GiveListQuery>,
): Promise<PagedList<TransferRecord>> {
  const range = dateRange(q.startDate, q.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listTransfers(
    deps.db,
    { siteId, memberId, direction: q.direction, range },
    { column: 't.id', direction: 'desc' },
    { limit: q.count_per_list, offset: (q.page - 1) * q.count_per_list },
  );
  return {
    list: rows.map(toRecord(memberId)),
    pageInfo: { page: q.page, count_per_list: q.count_per_list, tatal_list_count: total },
  };
}
