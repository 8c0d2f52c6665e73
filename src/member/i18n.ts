import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/locales';
import { loadCatalogue } from '../shared/i18nResources';
import { koreanParticles } from '../shared/korean/particles';
import { applyLanguageFont } from './fonts';

const STORAGE_KEY = 'lang';

const storedLanguage = (): Language => {
  const saved = localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
};

/** §1: start-up sets the remembered language, default and fallback ko. */
export async function initI18n(): Promise<typeof i18next> {
  const lang = storedLanguage();
  const resources: Record<string, { translation: Record<string, unknown> }> = {
    [DEFAULT_LANGUAGE]: { translation: await loadCatalogue(DEFAULT_LANGUAGE) },
  };
  if (lang !== DEFAULT_LANGUAGE) resources[lang] = { translation: await loadCatalogue(lang) };
  await i18next
    .use(initReactI18next)
    .use(koreanParticles)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
      postProcess: [koreanParticles.name],
    });
  document.documentElement.lang = lang;
  applyLanguageFont(lang);
  return i18next;
}

export async function changeLanguage(lang: Language): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await loadCatalogue(lang));
  }
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  applyLanguageFont(lang);
  await i18next.changeLanguage(lang);
}
