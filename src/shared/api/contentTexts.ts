import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../locales';

/** The languages a post or banner may add beside Korean, which is required and the fallback. */
export const TEXT_LANGUAGES = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE) as Exclude<Language, 'ko'>[];
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/**
 * The translations an office record carries and accepts, one optional entry per language (any
 * other key is refused, not dropped): a language left out is not changed, one whose fields are
 * all empty is removed.
 */
export const byLanguage = <T extends z.ZodType>(text: T) =>
  z.strictObject({
    en: text.optional(),
    th: text.optional(),
    cn: text.optional(),
    jp: text.optional(),
    vn: text.optional(),
  } satisfies Record<TextLanguage, unknown>);
