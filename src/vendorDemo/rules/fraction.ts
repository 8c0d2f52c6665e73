/** Exact non-negative rationals for the return arithmetic (no rounding until the end). */
export interface Fraction {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export function frac(num: bigint | number, den: bigint | number = 1n): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const add = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.num, a.den * b.den);
export const div = (a: Fraction, b: Fraction): Fraction => frac(a.num * b.den, a.den * b.num);

/** To a float for display and tolerance checks (exact up to double precision). */
export const toNumber = (f: Fraction): number => {
  const whole = f.num / f.den;
  const rest = f.num % f.den;
  // Scale the remainder so a huge denominator keeps its precision.
  return Number(whole) + Number((rest * 10n ** 18n) / f.den) / 1e18;
};
