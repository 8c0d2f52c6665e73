/**
 * Amounts are whole won (the minor unit) and rates integer basis points; never floating point.
 * On the wire and in TypeScript they are numbers guarded as safe integers; in SQL bigint.
 */
export type Won = number;
export type BasisPoints = number;

export const isWon = (value: unknown): value is Won => typeof value === 'number' && Number.isSafeInteger(value);

/** A commission or accrual: floor(amount * bp / 10000), computed in bigint so it never rounds up. */
export const applyBasisPoints = (amount: Won, bp: BasisPoints): Won => {
  if (!isWon(amount) || !Number.isSafeInteger(bp)) throw new RangeError('amount and rate must be integers');
  return Number((BigInt(amount) * BigInt(bp)) / 10_000n);
};

/** bigint column values arrive from pg as strings and from PGlite as bigint; both become a safe number. */
export const toWon = (value: string | number | bigint): Won => {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer amount: ${String(value)}`);
  return n;
};
