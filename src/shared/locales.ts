/** §1: six interface languages; ko is both the default and the fallback. */
export const LANGUAGES = ['ko', 'en', 'th', 'cn', 'jp', 'vn'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'ko';

// Our codes follow the product's historic names (cn, jp, vn), which are not BCP-47; Intl needs the
// real tags, with a region so money and dates format the way members of that market expect.
const BCP47_TAGS: Record<Language, string> = {
  ko: 'ko-KR',
  en: 'en-US',
  th: 'th-TH',
  cn: 'zh-CN',
  jp: 'ja-JP',
  vn: 'vi-VN',
};

/** The BCP-47 tag to hand to `Intl.NumberFormat` / `Intl.DateTimeFormat` for one of our languages. */
export const toBcp47 = (language: Language): string => BCP47_TAGS[language];
