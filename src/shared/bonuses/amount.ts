import { applyBasisPoints, type Won } from '../money';

/** What a program grants a member of one level (bonus_program_levels), with the program's cap. */
export interface LevelTerms {
  /** Basis points of the deposit (1000 = 10%); 0: the fixed amount instead. */
  rateBp: number;
  fixedAmount: Won;
  /** The most one grant pays; 0: no cap. */
  cap: Won;
}

/**
 * The amount of one grant (docs/domains/bonuses.md#the-amount): a rate of the deposit when the level
 * has one, else the level's fixed amount; never above the cap. 0 means nothing to grant. Both sides
 * run it: the server when it grants, the deposit form to show what a deposit would earn.
 */
export function bonusAmount(terms: LevelTerms, deposit: Won | null): Won {
  const raw = terms.rateBp > 0 ? (deposit === null ? 0 : applyBasisPoints(deposit, terms.rateBp)) : terms.fixedAmount;
  return terms.cap > 0 ? Math.min(raw, terms.cap) : raw;
}

/** The amount to wager for a grant: granted × rollover (basis points: 30000 = 3×). */
export const toWagerOf = (granted: Won, rolloverBp: number): Won => applyBasisPoints(granted, rolloverBp);

/**
 * The part of a grant not yet played through: granted × (to wager − wagered) / to wager, rounded
 * up (what a forfeit or an expiry takes back, at most what the balance holds). A grant with nothing
 * to wager has nothing unplayed.
 */
export function unplayedOf(r: { granted: Won; toWager: Won; wagered: Won }): Won {
  if (r.toWager <= 0 || r.wagered >= r.toWager) return 0;
  const left = BigInt(r.toWager - r.wagered);
  const to = BigInt(r.toWager);
  return Number((BigInt(r.granted) * left + to - 1n) / to);
}
