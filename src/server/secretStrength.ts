/**
 * How many bits of guessing a secret is worth, estimated from the secret itself
 * (docs/operations/security.md, "Secrets"): the Shannon entropy of its characters and of the steps
 * between them (so `abcdef…` is as weak as `aaaaaa…`), the smaller of the two, times its length,
 * counting a repeated block (`Passw0rd!Passw0rd!`) once. A random value of 16 bytes or more, in hex
 * or base64, scores above MIN_SECRET_BITS; a word, a name or a repeat does not.
 *
 * Entropy read off a short string is low by about (distinct symbols − 1) / (2 n ln 2) bits per
 * symbol (the Miller–Madow correction, added back below). Without it, 1 random 16-byte hex value in
 * 7,000 scored under 96 bits and a real secret was refused; with it and the bar at 90, none of
 * 2,000,000 draws did (the lowest scored 94.5), while the weakest-looking values stay far under
 * (`winner-site-jwt-secret` 77).
 */
export const MIN_SECRET_BITS = 90;

const shannon = (symbols: readonly (string | number)[]): number => {
  if (symbols.length === 0) return 0;
  const counts = new Map<string | number, number>();
  for (const s of symbols) counts.set(s, (counts.get(s) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / symbols.length;
    bits -= p * Math.log2(p);
  }
  return bits + (counts.size - 1) / (2 * symbols.length * Math.LN2);
};

/** The shortest block whose repetition makes the whole string (the string itself when there is none). */
function shortestPeriod(chars: readonly string[]): number {
  for (let p = 1; p < chars.length; p++) {
    let repeats = true;
    for (let i = p; i < chars.length && repeats; i++) repeats = chars[i] === chars[i - p];
    if (repeats) return p;
  }
  return chars.length;
}

export function secretBits(secret: string): number {
  const all = [...secret];
  const chars = all.slice(0, shortestPeriod(all));
  const codes = chars.map((c) => c.codePointAt(0)!);
  const steps = codes.slice(1).map((c, i) => c - codes[i]!);
  return Math.min(shannon(chars), shannon(steps)) * chars.length;
}

export const isStrongSecret = (secret: string): boolean => secretBits(secret) >= MIN_SECRET_BITS;
