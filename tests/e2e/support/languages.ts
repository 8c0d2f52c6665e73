import { createHash } from 'node:crypto';
import { test } from './journey';

export type JourneyLanguage = 'ko' | 'en';
const LANGUAGES: readonly JourneyLanguage[] = ['ko', 'en'];

/**
 * Declares a journey written for Korean and English once for each. Both devices run both unless
 * E2E_LANGUAGE_PAIRS is set (CI, docs/architecture/tests.md#ci): then each device runs one of
 * them, the desktop Korean and the phone English in about half the spec files and the other way
 * round in the rest (by a hash of the file's name, so both devices' workers agree), so every such journey still
 * runs in both languages and on both devices, and each device reads both languages across the suite.
 */
export function inEachLanguage(fileUrl: string, declare: (lang: JourneyLanguage) => void): void {
  const flip = createHash('sha1').update(new URL(fileUrl).pathname.split('/').pop()!).digest()[0]! % 2;
  LANGUAGES.forEach((lang, i) =>
    test.describe(() => {
      test.skip(
        ({ isMobile }) => !!process.env.E2E_LANGUAGE_PAIRS && (i + flip + (isMobile ? 1 : 0)) % 2 === 1,
        'E2E_LANGUAGE_PAIRS: the other device runs this language',
      );
      declare(lang);
    }),
  );
}
