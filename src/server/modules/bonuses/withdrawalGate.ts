import type { BonusLeft } from '../../../shared/api/bonuses';
import type { BonusKind } from '../../../shared/bonuses/terms';
import type { AppDeps } from '../../deps';
import type { MoneyTx } from '../ledger/service';
import { expireMemberDue } from './expiry';
import { activeRequirements } from './repo';

type Row = Awaited<ReturnType<typeof activeRequirements>>[number];

const toLeft = (r: Row): BonusLeft => ({
  id: r.id,
  name: r.name ?? '',
  kind: (r.kind as BonusKind | null) ?? null,
  toWager: r.to_wager,
  wagered: r.wagered,
  left: Math.max(0, r.to_wager - r.wagered),
  expiresAt: r.expires_at?.toISOString() ?? null,
});

/**
 * The withdrawal gate (docs/domains/bonuses.md#the-withdrawal-gate): what each active requirement
 * still asks to be wagered. Inside the withdrawal's transaction, under the member's lock: the
 * member's requirements past their time are ended first (their unplayed part taken back, as the
 * expiry job would), so an expired bonus neither blocks nor slips out.
 */
export async function bonusesBlocking(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock'>,
  siteId: string,
  memberId: number,
): Promise<BonusLeft[]> {
  await expireMemberDue(m, deps, siteId, memberId);
  return (await activeRequirements(m.trx, memberId)).map(toLeft);
}

/** The same, read for the withdrawal page: the requirements still running (an expired one is about to be taken back). */
export async function bonusesLeft(deps: Pick<AppDeps, 'db' | 'clock'>, memberId: number): Promise<BonusLeft[]> {
  const now = deps.clock.now();
  return (await activeRequirements(deps.db, memberId))
    .filter((r) => r.expires_at === null || r.expires_at > now)
    .map(toLeft);
}
