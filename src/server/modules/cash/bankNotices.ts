import { randomBytes } from 'node:crypto';
import { ResultCode } from '../../../shared/resultCodes';
import {
  BankNoticeFilter,
  type BankNoticeCandidate,
  type BankNoticeRecord,
  type StatementImportResult,
  type StatementPreview,
} from '../../../shared/api/bankNotices';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import type { SiteOptions } from '../../../shared/api/site';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { orderBy, pageOffset } from '../../http/paging';
import { systemActor, type Actor } from '../audit/actor';
import { writeAudit } from '../audit/repo';
import type { MoneyTx } from '../ledger/service';
import { parseStatement } from './bankStatement';
import {
  insertNotice,
  knownRefs,
  lockNotice,
  openDepositsFor,
  readNotices,
  storeHookSecret,
  updateNotice,
  waitingNoticesFor,
  type NoticeView,
} from './bankNoticesRepo';
import { processRequest } from './staffProcess';
import { lockRequest } from './repo';
import { isOpenRequest, type CashRow } from '../../../shared/api/cash';
import { toCashRow } from './view';

type Db = Kysely<DB> | Transaction<DB>;

/** The matcher acts as the system in the audit log (its approvals read "the bank matcher approved …"). */
const BANK_MATCHER = 'bankMatcher';

/** One depositor name however the bank and the member spaced or cased it. */
const sameDepositor = (a: string, b: string): boolean =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

interface Notice {
  depositor: string;
  amount: number;
  paid_at: Date;
}

/**
 * The waiting deposit requests a notice could pay: the same amount, asked within
 * `depositMatchMinutes` either side of the notice's time; `sameName` marks those whose depositor is
 * the notice's. The matcher pays a request only when exactly one has the same name.
 */
async function candidatesOf(
  db: Db,
  siteId: string,
  options: Pick<SiteOptions, 'depositMatchMinutes'>,
  n: Notice,
): Promise<BankNoticeCandidate[]> {
  const window = options.depositMatchMinutes * 60_000;
  const rows = await openDepositsFor(
    db,
    siteId,
    n.amount,
    new Date(n.paid_at.getTime() - window),
    new Date(n.paid_at.getTime() + window),
  );
  return rows.map((r) => ({
    id: r.id,
    memId: r.mem_id,
    memNick: r.mem_nick,
    depositor: r.depositor,
    amount: r.amount,
    createdAt: r.created_at.toISOString(),
    sameName: sameDepositor(r.depositor, n.depositor),
  }));
}

export interface ReceivedNotice {
  source: 'webhook' | 'statement';
  bankRef: string;
  depositor: string;
  amount: number;
  paidAt: Date;
  signature: string | null;
}

/**
 * Receives one notice and matches it, in the caller's money transaction. A replay (its bank
 * reference or signature already received) answers C406 and changes nothing.
 */
export async function receiveNotice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  m: MoneyTx,
  site: { siteId: string; options: SiteOptions },
  input: ReceivedNotice,
): Promise<{ id: number; status: 'matched' | 'waiting' }> {
  const row = await insertNotice(m.trx, {
    site_id: site.siteId,
    source: input.source,
    bank_ref: input.bankRef,
    depositor: input.depositor,
    amount: input.amount,
    paid_at: input.paidAt,
    signature: input.signature,
    status: 'waiting',
  });
  if (!row) throw new AppError(ResultCode.BankNoticeReplayed);
  const paid = await matchNotice(deps, m, site, row);
  return { id: row.id, status: paid === null ? 'waiting' : 'matched' };
}

/**
 * The matcher's one rule, for a notice that has just arrived and for a waiting one looked at again
 * when a deposit request is asked after its money came: the one request it fits (candidatesOf,
 * same name) is approved by `processRequest`, the function a person's approval calls, so the deposit
 * is paid under the same `deposit:<id>` key whoever gets there first: if a person (or another
 * notice) approved it meanwhile, the request's lock shows it done and the notice looks again.
 * Answers the request paid, or null (the notice waits, with its reason).
 */
async function matchNotice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  m: MoneyTx,
  site: { siteId: string; options: SiteOptions },
  notice: Notice & { id: number },
): Promise<number | null> {
  const actor = systemActor(site.siteId, BANK_MATCHER);
  for (;;) {
    const named = (await candidatesOf(m.trx, site.siteId, site.options, notice)).filter((c) => c.sameName);
    if (named.length !== 1) {
      await updateNotice(m.trx, notice.id, { reason: named.length === 0 ? 'unmatched' : 'ambiguous' });
      return null;
    }
    const requestId = named[0]!.id;
    // Decided between the look-up and the lock (a cashier, another notice): look again, without it.
    const request = await lockRequest(m.trx, site.siteId, requestId, 'in');
    if (!request || !isOpenRequest(request)) continue;
    await processRequest(deps, m, { siteId: site.siteId, staffId: null, actor }, 'in', requestId, 'approve');
    await updateNotice(m.trx, notice.id, {
      status: 'matched',
      cash_request_id: requestId,
      decided_at: deps.clock.now(),
    });
    return requestId;
  }
}

/**
 * A deposit request asked after its money arrived (docs/domains/cash.md#deposit-matching): the waiting
 * notices of its amount and depositor, paid within `depositMatchMinutes` of it, are matched again,
 * oldest first, by the rule a notice that has just arrived follows (matchNotice). Answers the
 * request as it stands once paid, or null, in the caller's money transaction.
 */
export async function matchWaitingNotices(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  m: MoneyTx,
  site: { siteId: string; options: SiteOptions },
  request: CashRow,
): Promise<CashRow | null> {
  const window = site.options.depositMatchMinutes * 60_000;
  const at = Date.parse(request.applyDate);
  const notices = await waitingNoticesFor(
    m.trx,
    site.siteId,
    request.amount,
    new Date(at - window),
    new Date(at + window),
  );
  for (const { id, depositor } of notices) {
    if (!sameDepositor(depositor, request.depositor)) continue;
    const notice = await lockNotice(m.trx, site.siteId, id);
    if (notice?.status !== 'waiting') continue;
    // Another request of the same name may be the notice's one candidate, or the notice ambiguous now.
    if ((await matchNotice(deps, m, site, notice)) !== request.cashIdx) continue;
    const paid = await lockRequest(m.trx, site.siteId, request.cashIdx, 'in');
    return toCashRow(paid!);
  }
  return null;
}

const SORT = { id: 'n.id', paidAt: 'n.paid_at', amount: 'n.amount', createdAt: 'n.created_at' } as const;

async function toRecords(
  db: Db,
  siteId: string,
  options: SiteOptions,
  rows: readonly NoticeView[],
): Promise<BankNoticeRecord[]> {
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      source: r.source,
      bankRef: r.bank_ref,
      depositor: r.depositor,
      amount: r.amount,
      paidAt: r.paid_at.toISOString(),
      status: r.status,
      reason: r.status === 'waiting' ? r.reason : null,
      cashRequestId: r.cash_request_id,
      decidedBy: r.decided_by_login,
      memo: r.memo,
      createdAt: r.created_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
      candidates: r.status === 'waiting' ? await candidatesOf(db, siteId, options, r) : [],
    })),
  );
}

export async function listNotices(
  db: Db,
  siteId: string,
  options: SiteOptions,
  query: OfficeListQuery,
): Promise<OfficeList<BankNoticeRecord>> {
  const f = BankNoticeFilter.parse(query.filter);
  const { rows, total } = await readNotices(db, siteId, f, orderBy(query, SORT, 'n.id'), pageOffset(query));
  return { list: await toRecords(db, siteId, options, rows), total };
}

export async function getNotice(db: Db, siteId: string, options: SiteOptions, id: number): Promise<BankNoticeRecord> {
  const { rows } = await readNotices(
    db,
    siteId,
    { id },
    { column: 'n.id', direction: 'desc' },
    { limit: 1, offset: 0 },
  );
  if (!rows[0]) throw new AppError(ResultCode.NotFound);
  return (await toRecords(db, siteId, options, rows))[0]!;
}

interface StaffCtx {
  siteId: string;
  staffId: number;
  actor: Actor;
  options: SiteOptions;
}

async function lockWaiting(m: MoneyTx, siteId: string, id: number) {
  const notice = await lockNotice(m.trx, siteId, id);
  if (!notice) throw new AppError(ResultCode.NotFound);
  if (notice.status !== 'waiting') throw new AppError(ResultCode.BankNoticeDecided, { status: notice.status });
  return notice;
}

/**
 * Staff match a waiting notice to a waiting deposit request of its amount by hand (the depositor's
 * name may differ: a relative paid). The request is approved by `processRequest`, as anywhere else.
 */
export async function matchByHand(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  m: MoneyTx,
  ctx: StaffCtx,
  id: number,
  requestId: number,
): Promise<BankNoticeRecord> {
  const notice = await lockWaiting(m, ctx.siteId, id);
  const request = await lockRequest(m.trx, ctx.siteId, requestId, 'in');
  if (!request || !isOpenRequest(request) || request.amount !== notice.amount)
    throw new AppError(ResultCode.DepositNotWaiting);
  await processRequest(deps, m, ctx, 'in', requestId, 'approve');
  await updateNotice(m.trx, id, {
    status: 'matched',
    cash_request_id: requestId,
    decided_by: ctx.staffId,
    decided_at: deps.clock.now(),
  });
  await writeAudit(
    m.trx,
    ctx.actor,
    'bankNotice.match',
    `bank_notice:${id}`,
    { status: 'waiting' },
    { status: 'matched', depositor: notice.depositor, amount: notice.amount, cashRequestId: requestId },
  );
  return getNotice(m.trx, ctx.siteId, ctx.options, id);
}

/** A waiting notice staff have looked into and set aside (paid back to the sender, not ours…), with a memo. */
export async function dismissNotice(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  ctx: StaffCtx,
  id: number,
  memo: string,
): Promise<BankNoticeRecord> {
  const notice = await lockWaiting(m, ctx.siteId, id);
  await updateNotice(m.trx, id, { status: 'dismissed', decided_by: ctx.staffId, memo, decided_at: deps.clock.now() });
  await writeAudit(
    m.trx,
    ctx.actor,
    'bankNotice.dismiss',
    `bank_notice:${id}`,
    { status: 'waiting' },
    { status: 'dismissed', depositor: notice.depositor, amount: notice.amount, memo },
  );
  return getNotice(m.trx, ctx.siteId, ctx.options, id);
}

/** What a statement holds, row by row, and which rows were already received; changes nothing. */
export async function previewStatement(
  deps: Pick<AppDeps, 'db' | 'config'>,
  siteId: string,
  csv: string,
): Promise<StatementPreview> {
  const parsed = parseStatement(csv, deps.config.SITE_TZ_OFFSET_MINUTES);
  const known = await knownRefs(
    deps.db,
    siteId,
    parsed.rows.filter((r) => r.bankRef).map((r) => r.bankRef),
  );
  return {
    headerError: parsed.headerError,
    rows: parsed.rows.map((r) => ({ ...r, known: known.has(r.bankRef) })),
    bad: parsed.rows.filter((r) => r.error).length,
  };
}

/**
 * Receives every row of a statement as a notice and matches each, in one transaction: a file with
 * an unreadable row (or no usable header) is refused whole (C408 naming the lines), so staff fix
 * the file and upload it again; rows already received (by the webhook, or an earlier statement
 * overlapping this one) and rows of money paid out are skipped.
 */
export async function importStatement(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  m: MoneyTx,
  ctx: StaffCtx,
  csv: string,
): Promise<StatementImportResult & { waitingIds: number[] }> {
  const parsed = parseStatement(csv, deps.config.SITE_TZ_OFFSET_MINUTES);
  const bad = parsed.rows.filter((r) => r.error).map((r) => r.line);
  if (parsed.headerError || bad.length > 0 || parsed.rows.every((r) => r.outgoing))
    throw new AppError(ResultCode.BankStatementRows, { lines: parsed.headerError ? '1' : bad.join(', ') });
  const credits = parsed.rows.filter((r) => !r.outgoing);
  const known = await knownRefs(
    m.trx,
    ctx.siteId,
    credits.map((r) => r.bankRef),
  );
  const result = { received: 0, matched: 0, waiting: 0, skipped: 0, waitingIds: [] as number[] };
  for (const r of credits) {
    if (known.has(r.bankRef)) {
      result.skipped++;
      continue;
    }
    const got = await receiveNotice(deps, m, ctx, {
      source: 'statement',
      bankRef: r.bankRef,
      depositor: r.depositor,
      amount: r.amount!,
      paidAt: new Date(r.paidAt!),
      signature: null,
    });
    result.received++;
    if (got.status === 'matched') {
      result.matched++;
    } else {
      result.waiting++;
      result.waitingIds.push(got.id);
    }
  }
  await writeAudit(m.trx, ctx.actor, 'bankStatement.import', 'statement', null, {
    received: result.received,
    matched: result.matched,
    waiting: result.waiting,
    skipped: result.skipped,
  });
  return result;
}

/** A new signing secret for the site's bank webhook: the old one stops working at once. Shown once. */
export async function rotateHookSecret(
  deps: Pick<AppDeps, 'clock'>,
  trx: Transaction<DB>,
  ctx: { siteId: string; actor: Actor },
): Promise<{ path: string; secret: string }> {
  const secret = randomBytes(32).toString('hex');
  await storeHookSecret(trx, ctx.siteId, secret, deps.clock.now());
  await writeAudit(trx, ctx.actor, 'bankHook.secret', 'bank_hook', null, null);
  return { path: bankHookPath(ctx.siteId), secret };
}

/** Where the bank posts its notices for a site (the webhook, ./bankHook.ts). */
export const BANK_HOOK_PREFIX = '/hooks/bank/';
const bankHookPath = (siteId: string): string => `${BANK_HOOK_PREFIX}${encodeURIComponent(siteId)}`;
