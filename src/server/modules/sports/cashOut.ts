import type { SportsCashOutQuote, SportsCashOutRequest, SportsCashOutResponse } from '../../../shared/api/sports';
import type { SiteOptions } from '../../../shared/api/site';
import { cashOutTerms, cashOutValue, type CashOutRule } from '../../../shared/sports/cashOut';
import { sportsPotentialPayout } from '../../../shared/sports/payout';
import type { SportKey } from '../../../shared/sports/sports';
import { ResultCode } from '../../../shared/resultCodes';
import { AppError } from '../../http/appError';
import type { ApiRequest } from '../../http/route';
import type { MemberAuth } from '../identity/authContext';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { LedgerKind, vendorAccount } from '../ledger/service';
import { lockMember } from '../bets/repo';
import { cashOutSlip, lockCashOut, recordCashOut, type CashOutSlip } from './cashOutRepo';
import { SPORTS_LEDGER_VENDOR } from './vendor';

const vendor = vendorAccount(SPORTS_LEDGER_VENDOR.group, SPORTS_LEDGER_VENDOR.procId);

/** A sport's cash-out rule: the site's own row, else on for every market kind at the site's default margin. */
const ruleFor =
  (slip: CashOutSlip, options: SiteOptions) =>
  (sport: SportKey): CashOutRule => {
    const own = slip.rules.find((r) => r.sport === sport);
    return own
      ? { enabled: own.enabled, marginBp: own.margin_bp, closedKinds: own.closed_kinds }
      : { enabled: true, marginBp: options.sportsCashOutMarginBp, closedKinds: [] };
  };

/**
 * The slip's cash-out now for a share of its stake, by the shared rules
 * (src/shared/sports/cashOut.ts): the slip open and not insured, each open leg's market open before kick-off with
 * cash-out on, and a value to pay (no lost leg). Throws the refusal's code.
 */
function valueNow(slip: CashOutSlip | undefined, options: SiteOptions, share: number, now: Date) {
  if (!slip || slip.status !== 'BET' || slip.insured) throw new AppError(ResultCode.CashOutUnavailable);
  const terms = cashOutTerms(slip.legs, ruleFor(slip, options), now);
  if ('code' in terms) throw new AppError(terms.code);
  const value = cashOutValue(share, slip.legs, terms.marginBp);
  if (!value) throw new AppError(ResultCode.CashOutUnavailable);
  return { ...value, marginBp: terms.marginBp };
}

/** /api/bet/sports/cashout/quote: the value of a full cash-out now, in one read and no write. */
export async function quoteCashOut(req: ApiRequest<{ betIdx: number }>, auth: MemberAuth): Promise<SportsCashOutQuote> {
  const slip = await cashOutSlip(req.deps.db, auth.member.id, req.body.betIdx);
  const { value, marginBp } = valueNow(slip, req.site.options, slip?.stake ?? 0, req.deps.clock.now());
  return {
    betIdx: slip!.id,
    stake: slip!.stake,
    value,
    marginBp,
    minStake: req.site.options.sportsBetMin,
    legs: slip!.legs.map((l) => ({
      marketId: l.marketId,
      pick: l.pick,
      outcome: l.outcome,
      odds: l.odds,
      currentOdds: l.currentOdds,
    })),
  };
}

/**
 * /api/bet/sports/cashout (docs/domains/sportsbook.md#cash-out), one money transaction under the
 * Idempotency-Key: the member's row locked, then the slip's fixtures and the slip itself in the
 * order settlement takes them (cashOutRepo.ts lockCashOut), so a cash-out and a settlement of the
 * same slip run one after the other and the second finds the first's work. The value is worked
 * out again under those locks and refused (B7012, with the value now) if it fell below the one
 * the member was shown; a higher one is paid. Paid from the sports vendor account under
 * sports:cashout:<slip>:<n>. A full cash-out ends the slip CASHOUT; a partial one leaves it open
 * on the rest of its stake with its potential payout worked out again on its own payout terms
 * (floored, so the house keeps the rounding). Wagering keeps what the stake counted: a cash-out
 * is not a void (docs/domains/wagering.md).
 */
export async function acceptCashOut(
  req: ApiRequest<SportsCashOutRequest>,
  auth: MemberAuth,
): Promise<SportsCashOutResponse> {
  const { deps, body } = req;
  const options = req.site.options;
  return idempotentMoneyCall(req, async (m) => {
    const member = await lockMember(m.trx, auth.member.id);
    if (!member || !(await lockCashOut(m.trx, member.id, body.betIdx)))
      throw new AppError(ResultCode.CashOutUnavailable);
    const slip = await cashOutSlip(m.trx, member.id, body.betIdx);
    const stake = slip?.stake ?? 0;
    const share = body.amount ?? stake;
    const full = share === stake;
    if (share > stake || (!full && stake - share < options.sportsBetMin))
      throw new AppError(ResultCode.CashOutShareInvalid, { min: options.sportsBetMin });
    const now = deps.clock.now();
    const value = valueNow(slip, options, share, now);
    if (value.value < body.value) throw new AppError(ResultCode.CashOutValueDropped, { value: value.value });

    const s = slip!;
    const seq = s.cashouts + 1;
    const posted =
      value.value > 0
        ? await m.post({
            siteId: s.site_id,
            idempotencyKey: `sports:cashout:${s.id}:${seq}`,
            kind: LedgerKind.BetCashOut,
            meta: { betId: s.id, seq },
            postings: [
              { account: { system: vendor, asset: 'cash' }, amount: -value.value },
              { account: { member: member.id, asset: 'cash' }, amount: value.value },
            ],
          })
        : null;
    const left = full ? stake : stake - share;
    const potentialPayout = full
      ? s.potential_payout
      : sportsPotentialPayout(
          left,
          s.legs.map((l) => l.odds),
          s.terms,
        );
    await recordCashOut(
      m.trx,
      {
        siteId: s.site_id,
        slipId: s.id,
        memberId: member.id,
        seq,
        sport: s.legs[0]!.sport,
        share,
        full,
        fair: value.fair,
        paid: value.value,
        marginBp: value.marginBp,
        txnId: posted?.transactionId ?? null,
        stake: left,
        potentialPayout,
      },
      now,
    );
    return {
      betIdx: s.id,
      paid: value.value,
      status: full ? ('CASHOUT' as const) : ('BET' as const),
      stake: left,
      potentialPayout,
      cashAmt: posted?.balances.get(member.id)?.cash ?? null,
    };
  });
}
