import type { Translate } from './translate';

/**
 * A vendor's bet code (the `betCode` of its PAM call: SPIN, BANKER, SHOT_DRAGON, RUNNER_3,
 * SCORE_2_1 …) in words. Codes that carry a value (a runner's number, a fish, a score) are read
 * by their pattern; a code with no words shows as the vendor sent it.
 */

const PATTERNS: readonly { pattern: RegExp; words(t: Translate, m: RegExpExecArray): string }[] = [
  { pattern: /^RUNNER_(\d+)$/, words: (t, m) => t('front.labels.betPattern.runner', { n: Number(m[1]) }) },
  {
    pattern: /^SHOT_([A-Z]+)$/,
    words: (t, m) => t('front.labels.betPattern.shot', { fish: t(`front.labels.fish.${m[1]}`, { _: m[1] }) }),
  },
  { pattern: /^SCORE_(\d+)_(\d+)$/, words: (t, m) => t('front.labels.betPattern.score', { home: m[1], away: m[2] }) },
];

export function vendorBetName(t: Translate, code: string): string {
  const upper = code.toUpperCase();
  for (const { pattern, words } of PATTERNS) {
    const m = pattern.exec(upper);
    if (m) return words(t, m);
  }
  return t(`front.labels.betCode.${upper}`, { _: code });
}
