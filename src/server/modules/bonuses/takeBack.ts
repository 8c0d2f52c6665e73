import { unplayedOf } from '../../../shared/bonuses/amount';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { memberBalances } from '../ledger/repo';
import { LedgerKind, SystemAccount, type MoneyTx } from '../ledger/service';
import { closeRequirement, lockRequirement } from './repo';

type Deps = Pick<AppDeps, 'clock'>;

export interface TakenBack {
  id: number;
  takenBack: number;
  cash: number;
  point: number;
}

/**
 * A requirement ends unfinished (docs/domains/bonuses.md#forfeit-and-expiry): the member gives it up
 * (forfeited) or its time runs out (expired). Either way the grant's unplayed part
 * (`unplayedOf`: granted × what is left to wager / to wager) goes back to the promotion account,
 * never more than the member's balance of the grant's asset holds, under the key
 * `bonus:takeback:<id>` (a requirement ends once, whichever way). Member accounts are locked before
 * the requirement, the order every stake takes them in. A requirement no longer active (or, for an
 * expiry, not yet due) answers V406 and changes nothing.
 */
export async function takeBack(
  m: MoneyTx,
  deps: Deps,
  end: { siteId: string; memberId: number; id: number; state: 'forfeited' | 'expired' },
): Promise<TakenBack> {
  const now = deps.clock.now();
  await m.lockMembers([end.memberId]);
  const r = await lockRequirement(m.trx, end.id);
  const due = end.state === 'forfeited' || (r?.expires_at != null && r.expires_at <= now);
  if (!r || r.member_id !== end.memberId || r.site_id !== end.siteId || r.state !== 'active' || !due)
    throw new AppError(ResultCode.BonusNotActive);
  const asset = r.asset as 'cash' | 'point';
  const before = await memberBalances(m.trx, end.memberId);
  const take = Math.min(unplayedOf({ granted: r.granted, toWager: r.to_wager, wagered: r.wagered }), before[asset]);
  if (take > 0)
    await m.post({
      siteId: end.siteId,
      idempotencyKey: `bonus:takeback:${r.id}`,
      kind: end.state === 'forfeited' ? LedgerKind.BonusForfeit : LedgerKind.BonusExpire,
      memo: `bonus ${r.name ?? r.source}`,
      meta: { requirementId: r.id, programId: r.program_id },
      postings: [
        { account: { member: end.memberId, asset }, amount: -take },
        { account: { system: SystemAccount.Promotion, asset }, amount: take },
      ],
    });
  await closeRequirement(m.trx, r.id, { state: end.state, taken_back: take, closed_at: now });
  const after = take > 0 ? await memberBalances(m.trx, end.memberId) : before;
  return { id: r.id, takenBack: take, cash: after.cash, point: after.point };
}
