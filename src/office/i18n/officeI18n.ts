import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { loadCatalogue } from '../../shared/i18nResources';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/locales';
import { koreanParticles } from '../../shared/korean/particles';

type Tree = { [key: string]: string | Tree };

/** Our catalogue over react-admin's English texts: a `ra.*` key we translate wins. */
function overlay(base: Tree, top: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const below = out[key];
    out[key] = typeof value === 'object' && typeof below === 'object' ? overlay(below, value) : value;
  }
  return out;
}

const raEnglish = convertRaTranslationsToI18next(englishMessages) as Tree;
const STORAGE_KEY = 'office.lang';

export const officeLanguage = (): Language => {
  const saved = localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
};

export const rememberOfficeLanguage = (lang: string) => localStorage.setItem(STORAGE_KEY, lang);

/** One catalogue per language, loaded when first chosen (ko is the default and the fallback). */
export const officeI18next = i18next
  .createInstance()
  .use(koreanParticles)
  .use(resourcesToBackend(async (lng: string) => overlay(raEnglish, (await loadCatalogue(lng as Language)) as Tree)));

export const officeI18nOptions = {
  lng: officeLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  postProcess: [koreanParticles.name],
};
