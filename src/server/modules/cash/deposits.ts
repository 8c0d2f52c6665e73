import { ResultCode } from '../../../shared/resultCodes';
import { isOpenRequest, type CashRow, type DepositRequest } from '../../../shared/api/cash';
import type { SiteOptions } from '../../../shared/api/site';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { LedgerKind, SystemAccount, type MoneyTx } from '../ledger/service';
import { accruePoints } from '../points/accrual';
import { insertRequest, lastRequest, lockMemberCash, type CashRequestRow } from './repo';
import { assertAmount, assertOutsideBankWindow, assertWaited } from './rules';
import { toCashRow } from './view';
import { isUniqueViolation } from '../../db/errors';
import { assertMayDeposit, throwIfRefused } from '../responsible/guard';
import { earnDepositSpin } from '../roulette/tickets';
import { assertDepositBonus, grantDepositBonus } from '../bonuses/triggers';

/**
 * §4 deposit request: the member says who pays and how much; no money moves until staff approve.
 * Checked in order: bank window (C011), amount (C009, C004 min, C003 max, C005 unit), pending
 * request (C007, also held by a unique index against concurrent requests), re-apply wait (C006),
 * then exclusion and the member's deposit limits (R005, R006, R001:
 * docs/domains/responsible-play.md#where-they-are-judged), then the bonus the member chose, which
 * its approval would grant as things stand (V401–V408: docs/domains/bonuses.md#deposit-bonuses).
 */
export async function requestDeposit(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  m: MoneyTx,
  ctx: { siteId: string; memberId: number; options: SiteOptions },
  input: DepositRequest,
): Promise<CashRow> {
  const now = deps.clock.now();
  assertOutsideBankWindow(now, deps.config.SITE_TZ_OFFSET_MINUTES);
  const o = ctx.options;
  const amount = assertAmount(input.amount, {
    min: o.depositMin,
    max: o.depositMax,
    unit: o.depositUnit,
    codes: { min: ResultCode.DepositMin, max: ResultCode.DepositMax, unit: ResultCode.DepositUnit },
  });
  await lockMemberCash(m.trx, ctx.memberId);
  const last = await lastRequest(m.trx, ctx.memberId, 'in');
  if (last && isOpenRequest(last)) throw new AppError(ResultCode.DepositPending);
  assertWaited(last, o.depositReapplyMinutes, now, ResultCode.ReapplyTooSoon);
  throwIfRefused(
    await assertMayDeposit(m.trx, ctx.memberId, amount, { now, tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES }),
  );
  if (input.bonusProgramId !== undefined)
    await assertDepositBonus(m, deps, {
      siteId: ctx.siteId,
      memberId: ctx.memberId,
      programId: input.bonusProgramId,
      amount,
      at: now,
    });
  try {
    const row = await insertRequest(m.trx, {
      site_id: ctx.siteId,
      member_id: ctx.memberId,
      kind: 'in',
      amount,
      bonus_yn: input.bonusYn,
      bonus_program_id: input.bonusProgramId ?? null,
      depositor: input.depositor,
      refund_account: '',
      created_at: now,
    });
    return toCashRow(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ResultCode.DepositPending);
    throw error;
  }
}

/**
 * Staff approved: the house bank pays the member, the deposit earns its points (§3 accrual), and
 * the bonus the member chose is granted when it still may be (a refusal leaves the deposit paid
 * without it, and is answered for the audit line).
 */
export async function creditDeposit(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  row: CashRequestRow,
): Promise<{ transactionId: number; bonus: Record<string, unknown> | null }> {
  const posted = await m.post({
    siteId: row.site_id,
    idempotencyKey: `deposit:${row.id}`,
    kind: LedgerKind.Deposit,
    meta: { cashRequestId: row.id },
    postings: [
      { account: { system: SystemAccount.House, asset: 'cash' }, amount: -row.amount },
      { account: { member: row.member_id, asset: 'cash' }, amount: row.amount },
    ],
  });
  await accruePoints(m, {
    siteId: row.site_id,
    memberId: row.member_id,
    base: row.amount,
    sourceId: row.id,
    withBonus: row.bonus_yn === 'Y',
  });
  await earnDepositSpin(m.trx, { siteId: row.site_id, memberId: row.member_id, depositId: row.id, amount: row.amount });
  const bonus = await grantDepositBonus(m, deps, {
    id: row.id,
    siteId: row.site_id,
    memberId: row.member_id,
    amount: row.amount,
    at: row.created_at,
    programId: row.bonus_program_id,
  });
  return {
    transactionId: posted.transactionId,
    bonus:
      bonus === null
        ? null
        : 'refused' in bonus
          ? { bonusProgramId: row.bonus_program_id, bonusRefused: bonus.refused }
          : { bonusProgramId: row.bonus_program_id, bonusAmount: bonus.amount, requirementId: bonus.requirement?.id },
  };
}
