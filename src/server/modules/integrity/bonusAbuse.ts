import type { FlagEvidence } from '../../../shared/api/integrity';
import type { WagerState } from '../../../shared/bonuses/terms';
import type { AppDeps } from '../../deps';
import { bonusDepositWithdrawals, signupGrantsOf } from './bonusAbuseRepo';

/** Sign-up bonuses on linked accounts: this many accounts of one group were granted one. */
const MIN_SIGNUP_BONUS_ACCOUNTS = 2;
/**
 * A bonus deposit withdrawn with little play: the member staked less than this share of the deposit
 * (basis points; 5,000 = half) between the deposit's approval and its next withdrawal request.
 */
const BONUS_CASHOUT_MIN_PLAY_BP = 5_000;

type Asset = 'cash' | 'point';

/**
 * The sign-up bonuses of a linked group (docs/domains/integrity.md): evidence when two or
 * more of its accounts took one, else null.
 */
export async function signupBonusesShared(
  deps: Pick<AppDeps, 'db'>,
  ids: readonly number[],
  name: (id: number) => string,
): Promise<FlagEvidence['signupBonuses'] | null> {
  const grants = await signupGrantsOf(deps.db, ids);
  if (new Set(grants.map((g) => g.member_id)).size < MIN_SIGNUP_BONUS_ACCOUNTS) return null;
  return grants.map((g) => ({
    memId: name(g.member_id),
    amount: Number(g.granted),
    asset: g.asset as Asset,
    state: g.state as WagerState,
    at: g.created_at.toISOString(),
  }));
}

/** The stakes below which a bonus deposit's withdrawal is flagged: the one place the threshold is applied. */
const minPlayOf = (deposit: number): number => Math.ceil((deposit * BONUS_CASHOUT_MIN_PLAY_BP) / 10_000);

/**
 * Bonus deposits of the site approved since `since` and withdrawn with little play: each a finding
 * about its member, named by the deposit (one flag per deposit, whatever staff judged of another).
 */
export async function bonusCashouts(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  since: Date,
): Promise<{ memberId: number; depositId: number; evidence: FlagEvidence }[]> {
  const found = [];
  for (const d of await bonusDepositWithdrawals(deps.db, siteId, since)) {
    const threshold = minPlayOf(d.deposit_amount);
    if (d.stakes >= threshold) continue;
    found.push({
      memberId: d.member_id,
      depositId: d.deposit_id,
      evidence: {
        signals: [],
        bonusCashout: {
          deposit: { id: d.deposit_id, amount: d.deposit_amount, at: d.deposited_at.toISOString() },
          bonus: { program: d.program, amount: d.bonus, asset: d.asset as Asset, state: d.state as WagerState },
          withdrawal: {
            id: d.withdrawal_id,
            amount: d.withdrawal_amount,
            at: d.asked_at.toISOString(),
            status: d.withdrawal_status,
          },
          stakes: d.stakes,
          threshold,
          thresholdBp: BONUS_CASHOUT_MIN_PLAY_BP,
        },
      },
    });
  }
  return found;
}
