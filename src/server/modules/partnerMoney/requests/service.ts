import { ResultCode } from '../../../../shared/resultCodes';
import { dateRange } from '../../../../shared/dates';
import type { OfficeList, OfficeListQuery } from '../../../../shared/api/office';
import {
  MoneyRequestFilter,
  OPEN_MONEY_REQUEST,
  type MoneyRequestRecord,
} from '../../../../shared/api/office/partnerMoneyRequests';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { recordId } from '../../../http/recordId';
import type { OfficeCaller, PartnerCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { LedgerKind, SystemAccount, type AccountRef, type MoneyTx } from '../../ledger/service';
import {
  findRequest,
  insertRequest,
  listRequests,
  lockRequest,
  updateRequest,
  type RequestRow,
  type RequestScope,
  type RequestView,
} from './repo';

/** What the approver does; `cancel` is the requester's own. */
export type RequestAction = 'approve' | 'refuse' | 'wait' | 'cancel';

const nextStatus = { approve: 'complete', refuse: 'refuse', wait: 'wait', cancel: 'cancel' } as const;

/** A partner sees its own requests and those of its direct children; staff the head office's queue. */
const scopeOf = (caller: OfficeCaller, box?: 'mine' | 'toMe'): RequestScope =>
  caller.kind === 'partner'
    ? { siteId: caller.siteId, partnerId: caller.member.id, box }
    : { siteId: caller.siteId, partnerId: null };

/** May `caller` decide a request addressed to `approverId` (null: the head office)? */
const decides = (caller: OfficeCaller, approverId: number | null): boolean =>
  caller.kind === 'partner' ? approverId === caller.member.id : approverId === null;

const toRecord = (caller: OfficeCaller, r: RequestView): MoneyRequestRecord => {
  const open = OPEN_MONEY_REQUEST.includes(r.status);
  return {
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    memo: r.memo,
    replyMemo: r.reply_memo,
    status: r.status,
    requesterMemId: r.requester_mem_id,
    requesterNick: r.requester_nick,
    requesterTier: r.requester_tier as MoneyRequestRecord['requesterTier'],
    approverMemId: r.approver_mem_id,
    decidedBy: r.decided_by,
    createdAt: r.created_at.toISOString(),
    decidedAt: r.decided_at?.toISOString() ?? null,
    canDecide: open && decides(caller, r.approver_id),
    canCancel: open && caller.kind === 'partner' && r.requester_id === caller.member.id,
  };
};

export async function listMoneyRequests(
  deps: Pick<AppDeps, 'db' | 'config'>,
  caller: OfficeCaller,
  query: OfficeListQuery,
): Promise<OfficeList<MoneyRequestRecord>> {
  const { box, startDate, endDate, ...f } = MoneyRequestFilter.parse(query.filter);
  const { rows, total } = await listRequests(
    deps.db,
    scopeOf(caller, box),
    { ...f, range: dateRange(startDate, endDate, deps.config.SITE_TZ_OFFSET_MINUTES) },
    query,
  );
  return { list: rows.map((r) => toRecord(caller, r)), total };
}

export async function getMoneyRequest(
  db: AppDeps['db'] | MoneyTx['trx'],
  caller: OfficeCaller,
  id: number | string,
): Promise<MoneyRequestRecord> {
  const row = await findRequest(db, scopeOf(caller), recordId(id));
  if (!row) throw new AppError(ResultCode.NotFound);
  return toRecord(caller, row);
}

/**
 * §4 a partner asks the one above it for cash, or returns cash to it: its parent partner, or the
 * head office staff when it has none. Nothing moves until approval, so nothing is held meanwhile;
 * approval checks the payer's cash then.
 */
export async function createMoneyRequest(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  caller: PartnerCaller,
  input: { kind: RequestRow['kind']; amount: number; memo: string },
): Promise<MoneyRequestRecord> {
  const me = caller.member;
  const { id } = await insertRequest(m.trx, {
    site_id: caller.siteId,
    requester_id: me.id,
    approver_id: me.parent_id,
    kind: input.kind,
    amount: input.amount,
    memo: input.memo,
    created_at: deps.clock.now(),
  });
  await writeAudit(m.trx, caller.actor, `moneyRequest.create`, `money_request:${id}`, null, {
    kind: input.kind,
    amount: input.amount,
    memo: input.memo,
  });
  return getMoneyRequest(m.trx, caller, id);
}

/** Who pays whom when the request is approved: the approver (or the house bank) and the requester. */
function postingsOf(row: RequestRow): { postings: { account: AccountRef; amount: number }[] } {
  const above: AccountRef =
    row.approver_id === null
      ? { system: SystemAccount.House, asset: 'cash' }
      : { member: row.approver_id, asset: 'cash' };
  const requester: AccountRef = { member: row.requester_id, asset: 'cash' };
  const [from, to] = row.kind === 'request' ? [above, requester] : [requester, above];
  return {
    postings: [
      { account: from, amount: -row.amount },
      { account: to, amount: row.amount },
    ],
  };
}

/**
 * One decision on a request, in one money transaction: the row is locked first, so of two
 * approvals, or an approval racing the requester's cancel, the second finds the request closed
 * (K101) and nothing moves twice; the approval's movement carries the key `ptnreq:<id>` besides.
 * The approver decides (U021 for anyone else who can see the request); only the requester cancels.
 */
export async function actOnMoneyRequest(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  caller: OfficeCaller,
  action: RequestAction,
  input: { id: number | string; memo: string },
): Promise<MoneyRequestRecord> {
  const id = recordId(input.id);
  // visibility first, so a request outside the caller's reach answers E007 whatever its state
  if (!(await findRequest(m.trx, scopeOf(caller), id))) throw new AppError(ResultCode.NotFound);
  const row = await lockRequest(m.trx, caller.siteId, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  const allowed =
    action === 'cancel'
      ? caller.kind === 'partner' && row.requester_id === caller.member.id
      : decides(caller, row.approver_id);
  if (!allowed) throw new AppError(ResultCode.NoRightForSubUser);
  if (!OPEN_MONEY_REQUEST.includes(row.status) || (action === 'wait' && row.status === 'wait'))
    throw new AppError(ResultCode.MoneyRequestClosed, { status: row.status });
  let txnId: number | null = null;
  if (action === 'approve') {
    const posted = await m.post({
      siteId: row.site_id,
      idempotencyKey: `ptnreq:${row.id}`,
      kind: row.kind === 'request' ? LedgerKind.PartnerRequest : LedgerKind.PartnerReturn,
      memo: row.memo,
      meta: { moneyRequestId: row.id, approvedBy: caller.actor.loginId },
      insufficient: ResultCode.InsufficientCash,
      ...postingsOf(row),
    });
    txnId = posted.transactionId;
  }
  const status = nextStatus[action];
  const decided = action !== 'wait';
  await updateRequest(m.trx, row.id, {
    status,
    reply_memo: action === 'refuse' || action === 'approve' ? input.memo : row.reply_memo,
    decided_by: caller.actor.loginId,
    decided_at: decided ? deps.clock.now() : null,
    txn_id: txnId,
  });
  await writeAudit(
    m.trx,
    caller.actor,
    `moneyRequest.${action}`,
    `money_request:${row.id}`,
    { status: row.status },
    { status, kind: row.kind, amount: row.amount, memo: input.memo, transactionId: txnId },
  );
  return getMoneyRequest(m.trx, caller, row.id);
}
