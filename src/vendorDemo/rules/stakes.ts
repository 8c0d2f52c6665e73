/** A bet on one market of a round: one leg of the operator's slip. */
export interface DemoBet {
  code: string;
  amount: number;
}

/** One leg as settled: what was staked and what comes back (stake included, 0 for a loss). */
export interface DemoLeg {
  code: string;
  stake: number;
  payout: number;
}

/** Table stakes of the demo games other than the slot: whole hundreds within these limits. */
const STAKE_STEP = 100;
const MIN_STAKE = 100;
const MAX_STAKE = 1_000_000;

export const isTableStake = (amount: number): boolean =>
  Number.isSafeInteger(amount) && amount >= MIN_STAKE && amount <= MAX_STAKE && amount % STAKE_STEP === 0;

/** Stakes the game pages offer as chips. */
export const CHIPS = [1000, 5000, 10000, 50000, 100000] as const;
