import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { LANGUAGES } from '../../shared/locales';
import { pickerLocale } from './pickerLocales';

describe('date pickers in the office language', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('speak %s and write its dates, not English', (language) => {
    const own = pickerLocale(language);
    const en = pickerLocale('en');
    expect(own.text.cancelButtonLabel).not.toBe(en.text.cancelButtonLabel);
    // The field's format is the dayjs locale's short date (MUI X's keyboardDate is `L`).
    expect(dayjs('2026-11-28').locale(own.dayjs).format('L')).not.toBe('11/28/2026');
  });

  it('writes a Korean date year first, as Korean forms do', () => {
    expect(dayjs('2026-11-28').locale(pickerLocale('ko').dayjs).format('L')).toBe('2026.11.28.');
    expect(dayjs('2026-11-28').locale(pickerLocale('en').dayjs).format('L')).toBe('11/28/2026');
  });
});
