import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../../../locales/en.json';
import ko from '../../../../locales/ko.json';

/** The exclusion lengths read as words in every language: "1 day", never "1 days". */
describe('exclusion length words', () => {
  it('follow the plural rules of the language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: en }, ko: { translation: ko } },
      interpolation: { escapeValue: false },
    });
    expect([1, 7, 30].map((count) => i18n.t('front.responsible.days', { count }))).toEqual([
      '1 day',
      '7 days',
      '30 days',
    ]);
    await i18n.changeLanguage('ko');
    expect(i18n.t('front.responsible.days', { count: 1 })).toBe('1일');
  });
});
