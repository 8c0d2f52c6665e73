import type { Language } from './locales';

/**
 * Loads one language's catalogue as its own chunk, so the first load carries only the language
 * in use. Both fronts use it.
 */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  ko: () => import('../../locales/ko.json'),
  en: () => import('../../locales/en.json'),
  th: () => import('../../locales/th.json'),
  cn: () => import('../../locales/cn.json'),
  jp: () => import('../../locales/jp.json'),
  vn: () => import('../../locales/vn.json'),
};

export const loadCatalogue = async (lang: Language): Promise<Record<string, unknown>> =>
  (await loaders[lang]()).default;
