/**
 * Insured bets (docs/domains/insurance.md): the arithmetic both the server (at settlement) and the
 * office (the settings form's example) use. Whole won, rates in basis points, every division
 * floored.
 */

/** The insured part of a stake: what lies above the standard amount, and the partner's share of it at the rate. */
export function insuredShare(
  stake: number,
  standardAmount: number,
  rateBp: number,
): { applied: number; stakeShare: number } {
  const applied = Math.max(0, stake - standardAmount);
  return { applied, stakeShare: Number((BigInt(applied) * BigInt(rateBp)) / 10000n) };
}

/** The partner's share of a payout: the same fraction of it as its share of the stake. */
export const payoutShare = (payout: number, stake: number, stakeShare: number): number =>
  stake <= 0 ? 0 : Number((BigInt(payout) * BigInt(stakeShare)) / BigInt(stake));

/** The partner's result on an insured slip: its share of the stake less its share of the payout. */
export const insuredResult = (stakeShare: number, payoutShareAmount: number): number => stakeShare - payoutShareAmount;

export interface InsuredSlipShares {
  stakeShare: number;
  payoutShare: number;
}

/**
 * One partner's insured slips of a settlement, in slip order: each slip's stake share comes in,
 * then the partner pays its payout share plus any debt as far as its balance reaches; what it
 * cannot pay the house has already paid the member and stays owed (`debt`). Answers what the
 * partner pays per slip and its balance and debt afterwards. The balance never goes below zero.
 */
export function allocateShares(
  balance: number,
  debt: number,
  slips: readonly InsuredSlipShares[],
): { paid: number[]; balance: number; debt: number } {
  const paid: number[] = [];
  for (const s of slips) {
    balance += s.stakeShare;
    const due = debt + s.payoutShare;
    const pay = Math.min(due, balance);
    balance -= pay;
    debt = due - pay;
    paid.push(pay);
  }
  return { paid, balance, debt };
}

/**
 * A corrected result changed an insured slip's payout share by `delta`: a larger share is paid like
 * a new one (with any debt, as far as the balance reaches); a smaller one first cancels what the
 * partner still owes and gives back the rest. Answers what the partner pays (negative: gets back).
 */
export function reallocateShare(
  balance: number,
  debt: number,
  delta: number,
): { paid: number; balance: number; debt: number } {
  if (delta >= 0) {
    const done = allocateShares(balance, debt, [{ stakeShare: 0, payoutShare: delta }]);
    return { paid: done.paid[0]!, balance: done.balance, debt: done.debt };
  }
  const cancelled = Math.min(-delta, debt);
  const back = -delta - cancelled;
  return { paid: 0 - back, balance: balance + back, debt: debt - cancelled }; // 0 - back: nothing given back is 0, never -0
}
