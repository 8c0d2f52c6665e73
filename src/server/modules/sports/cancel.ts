import type { SportsCancelResponse } from '../../../shared/api/sports';
import { ResultCode } from '../../../shared/resultCodes';
import { AppError } from '../../http/appError';
import type { ApiRequest } from '../../http/route';
import type { MemberAuth } from '../identity/authContext';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { payAndRecord } from '../bets/settlement';
import { lockMember } from '../bets/repo';
import { sportsRules } from './rules';
import { cancelLegs, lockMemberSportsSlip, memberHasSettlingSlips } from './slipRepo';
import { SPORTS_LEDGER_VENDOR } from './vendor';
import { hasCashOuts } from './cashOutRepo';

const MINUTE_MS = 60_000;

/**
 * /api/bet/sports/cancel (§4, §8): a member may cancel an open sports slip within the site's
 * sportsCancelMinutes after placing it and before its first leg kicks off. Without confirm Y the
 * call only checks and answers the confirm step; with it the legs are cancelled and the stake
 * refunded through the shared payout path (bet:payout:<slipId>). Time over B7005, anything else
 * that makes it impossible B7006 (a slip partly cashed out among them); S009 while the slip's fixtures are being settled.
 */
export async function cancelSportsSlip(
  req: ApiRequest<{ betIdx: number; confirm: 'Y' | 'N' }>,
  auth: MemberAuth,
): Promise<SportsCancelResponse> {
  const { deps, body } = req;
  const rules = sportsRules(req.site.options);
  return idempotentMoneyCall(req, async (m) => {
    const member = await lockMember(m.trx, auth.member.id);
    const found = member && (await lockMemberSportsSlip(m.trx, member.id, body.betIdx));
    // A slip partly cashed out was played on: its stake is not refunded (docs/domains/sportsbook.md#cash-out).
    if (!found || found.slip.status !== 'BET' || (await hasCashOuts(m.trx, found.slip.id)))
      throw new AppError(ResultCode.SportsCancelFailed);
    const now = deps.clock.now();
    const windowEnd = found.slip.created_at.getTime() + rules.cancelMinutes * MINUTE_MS;
    const kickOff = found.firstKickOff?.getTime() ?? 0;
    const cancelUntil = new Date(Math.min(windowEnd, kickOff));
    if (now.getTime() >= cancelUntil.getTime())
      throw new AppError(ResultCode.SportsCancelTimeOver, { cancelUntil: cancelUntil.toISOString() });
    if (await memberHasSettlingSlips(m.trx, member.id)) throw new AppError(ResultCode.SettlingRetryMinute);
    const answer = { betIdx: found.slip.id, refund: found.slip.stake, cancelUntil: cancelUntil.toISOString() };
    if (body.confirm !== 'Y') return { ...answer, step: 'confirm' as const, cashAmt: null };
    await cancelLegs(m.trx, found.slip.id, now);
    const slip = {
      id: found.slip.id,
      site_id: found.slip.site_id,
      member_id: member.id,
      stake: found.slip.stake,
      outcomes: [],
      odds: [],
    };
    await payAndRecord(m, SPORTS_LEDGER_VENDOR, [{ ...slip, status: 'CANCEL', payout: found.slip.stake }], now);
    const cash = await m.trx
      .selectFrom('accounts')
      .select('balance')
      .where('member_id', '=', member.id)
      .where('asset', '=', 'cash')
      .executeTakeFirst();
    return { ...answer, step: 'cancelled' as const, cashAmt: cash ? Number(cash.balance) : null };
  });
}
