import type { Language } from '../shared/locales';

/**
 * The web font of each language, shipped with the site (Noto Sans from the npm registry, variable
 * weight, cut in unicode-range slices so a page fetches only the glyphs it shows). Only the
 * reader's language is loaded, after the first paint: the first load's JavaScript stays as small
 * as before and the text swaps in (font-display: swap). Korean, the site's own language and
 * everyone's fallback (nicknames, untranslated posts), is loaded for every reader.
 */
const FONTS: Record<Language, { family: string; load: () => Promise<unknown> }> = {
  ko: { family: 'Noto Sans KR Variable', load: () => import('@fontsource-variable/noto-sans-kr') },
  en: { family: 'Noto Sans Variable', load: () => import('@fontsource-variable/noto-sans') },
  vn: { family: 'Noto Sans Variable', load: () => import('@fontsource-variable/noto-sans') },
  th: { family: 'Noto Sans Thai Variable', load: () => import('@fontsource-variable/noto-sans-thai') },
  cn: { family: 'Noto Sans SC Variable', load: () => import('@fontsource-variable/noto-sans-sc') },
  jp: { family: 'Noto Sans JP Variable', load: () => import('@fontsource-variable/noto-sans-jp') },
};

/** The CSS variable the theme's font stack starts with (theme.ts). */
export const LANGUAGE_FONT_VAR = '--language-font';

/** Loads the language's font and puts it first in the page's font stack. */
export function applyLanguageFont(lang: Language): void {
  const font = FONTS[lang];
  document.documentElement.style.setProperty(LANGUAGE_FONT_VAR, `"${font.family}"`);
  // A font that fails to load leaves the system font of the stack: the page reads the same.
  void Promise.all([FONTS.ko.load(), font.load()]).catch(() => undefined);
}
