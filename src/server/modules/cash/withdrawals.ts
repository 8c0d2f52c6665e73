import { applyBasisPoints } from '../../../shared/money';
import { ResultCode } from '../../../shared/resultCodes';
import type { CashRow, RollingRemain, WithdrawBlockers, WithdrawRequest } from '../../../shared/api/cash';
import type { SiteOptions } from '../../../shared/api/site';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../http/appError';
import { verifySecret } from '../identity/passwords';
import type { MemberRow } from '../identity/sessionRepo';
import { checkGuess, WithdrawPin } from '../identity/secretLocks';
import { LedgerKind, SystemAccount, type MoneyTx } from '../ledger/service';
import {
  insertRequest,
  lastRequest,
  lockMemberCash,
  rollingFigures,
  updateRequest,
  type CashRequestRow,
  type RollingFigures,
} from './repo';
import { assertAmount, assertOutsideBankWindow, assertWaited } from './rules';
import { toCashRow } from './view';
import { bonusesBlocking, bonusesLeft } from '../bonuses/withdrawalGate';

/** §4 rolling: bets needed since the last withdrawal, as the site's basis points of the deposits since then. */
export function rollingOf(f: RollingFigures, options: Pick<SiteOptions, 'withdrawRollingBp'>): RollingRemain {
  const required = applyBasisPoints(f.deposits, options.withdrawRollingBp);
  return {
    remain: Math.max(0, required - f.stakes),
    required,
    rolled: f.stakes,
    since: f.since?.toISOString() ?? null,
  };
}

/** The member's rolling now (their own check, and the C015 guard of a new request). */
async function rollingRemain(
  db: Kysely<DB> | Transaction<DB>,
  memberId: number,
  options: SiteOptions,
): Promise<RollingRemain> {
  const [f] = await rollingFigures(db, [{ memberId }]);
  return rollingOf(f!, options);
}

/**
 * §5 withdrawal password: C016 when none is set, C028 when none is given, C017 when it differs
 * (with the guesses left): C029 once 5 wrong ones in a row locked withdrawals.
 */
async function assertWithdrawPassword(deps: AppDeps, member: MemberRow, given: string): Promise<void> {
  if (!member.withdraw_password_hash) throw new AppError(ResultCode.WithdrawPasswordNotSet);
  if (!given) throw new AppError(ResultCode.EnterWithdrawPassword);
  const guess = await checkGuess(deps, member, WithdrawPin, (row) => verifySecret(row.withdraw_password_hash, given));
  if (!guess.ok) throw new AppError(ResultCode.WithdrawPasswordMismatch, { remaining: guess.remaining });
}

/** Checks that need no lock, done before the money transaction (the password hash is slow on purpose). */
export async function precheckWithdrawal(
  deps: AppDeps,
  member: MemberRow,
  options: SiteOptions,
  input: WithdrawRequest,
): Promise<number> {
  assertOutsideBankWindow(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);
  await assertWithdrawPassword(deps, member, input.withdrawPassword);
  return assertAmount(input.amount, {
    min: options.withdrawMin,
    max: options.withdrawMax,
    unit: options.withdrawUnit,
    codes: { min: ResultCode.WithdrawMin, max: ResultCode.WithdrawMax, unit: ResultCode.WithdrawUnit },
  });
}

/** What holds the member's withdrawal now, for the withdrawal page: the rolling rule and each active bonus. */
export async function withdrawBlockers(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  memberId: number,
  options: SiteOptions,
): Promise<WithdrawBlockers> {
  const [rolling, bonuses] = await Promise.all([
    rollingRemain(deps.db, memberId, options),
    bonusesLeft(deps, memberId),
  ]);
  return { ...rolling, bonuses };
}

/**
 * §4 withdrawal request: under the member's cash lock, the re-apply wait (C008), then rolling and
 * the bonus gate (C015 with both: the rolling `remain` and what each active bonus still asks,
 * `bonuses`: docs/domains/bonuses.md#the-withdrawal-gate) are judged, then the amount moves to the
 * on-hold account at once (C001 if the cash cannot cover it), so it can neither be bet nor
 * withdrawn twice while staff look at it.
 */
export async function requestWithdrawal(
  deps: Pick<AppDeps, 'clock'>,
  m: MoneyTx,
  ctx: { siteId: string; member: MemberRow; options: SiteOptions },
  amount: number,
): Promise<CashRow> {
  const memberId = ctx.member.id;
  const now = deps.clock.now();
  await lockMemberCash(m.trx, memberId);
  assertWaited(
    await lastRequest(m.trx, memberId, 'out'),
    ctx.options.withdrawReapplyMinutes,
    now,
    ResultCode.WithdrawReapplyTooSoon,
  );
  const rolling = await rollingRemain(m.trx, memberId, ctx.options);
  const bonuses = await bonusesBlocking(m, deps, ctx.siteId, memberId);
  if (rolling.remain > 0 || bonuses.length > 0)
    throw new AppError(ResultCode.RollingNotMet, { remain: rolling.remain, bonuses });
  const row = await insertRequest(m.trx, {
    site_id: ctx.siteId,
    member_id: memberId,
    kind: 'out',
    amount,
    bonus_yn: 'N',
    depositor: ctx.member.account_holder,
    refund_account: `${ctx.member.bank_name} ${ctx.member.account_no}`.trim(),
    bank_name: ctx.member.bank_name,
    account_no: ctx.member.account_no,
    created_at: now,
  });
  const held = await m.post({
    siteId: ctx.siteId,
    idempotencyKey: `withdraw:hold:${row.id}`,
    kind: LedgerKind.WithdrawHold,
    meta: { cashRequestId: row.id },
    postings: [
      { account: { member: memberId, asset: 'cash' }, amount: -amount },
      { account: { system: SystemAccount.Hold, asset: 'cash' }, amount },
    ],
  });
  return toCashRow(await updateRequest(m.trx, row.id, { hold_txn_id: held.transactionId }));
}

/** Staff paid it out: the held amount leaves through the house bank. */
export const payWithdrawal = (m: MoneyTx, row: CashRequestRow) =>
  moveHeld(m, row, LedgerKind.WithdrawPaid, { system: SystemAccount.House, asset: 'cash' });

/** Refused or cancelled before payment: the held amount goes back to the member. */
export const returnWithdrawal = (m: MoneyTx, row: CashRequestRow) =>
  moveHeld(m, row, LedgerKind.WithdrawReturn, { member: row.member_id, asset: 'cash' });

async function moveHeld(
  m: MoneyTx,
  row: CashRequestRow,
  kind: typeof LedgerKind.WithdrawPaid | typeof LedgerKind.WithdrawReturn,
  to: { system: string; asset: 'cash' } | { member: number; asset: 'cash' },
): Promise<number> {
  const posted = await m.post({
    siteId: row.site_id,
    // One settlement per request, whichever way: a paid request can never also be returned.
    idempotencyKey: `withdraw:settle:${row.id}`,
    kind,
    meta: { cashRequestId: row.id },
    postings: [
      { account: { system: SystemAccount.Hold, asset: 'cash' }, amount: -row.amount },
      { account: to, amount: row.amount },
    ],
  });
  return posted.transactionId;
}
