import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toBcp47, type Language } from '../../shared/locales';

const currentLanguage = (lang: string = i18next.language): Language =>
  (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : DEFAULT_LANGUAGE;

/** §1/§9: a whole-won amount with the language's digit grouping (1,234,500 / 1.234.500 in vn). */
export function formatMoney(amount: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(toBcp47(language), { maximumFractionDigits: 0 }).format(amount);
}

/** A rate in basis points as a percent with up to two decimals (120 → "1.2%", 400 → "4%"). */
export function formatPercent(bp: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(toBcp47(language), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** Decimal odds x 100 on the wire (195 → "1.95"), for a leg or a whole slip of any product. */
export const formatOdds = (odds: number): string => (odds / 100).toFixed(2);

/** A date (ISO string, epoch ms or Date) in the language's style; `withTime` adds hours and minutes. */
export function formatDate(
  value: string | number | Date,
  withTime = true,
  language: Language = currentLanguage(),
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toBcp47(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  }).format(date);
}

/** A day without its year, with its weekday (11/27 Fri), for filters that reach a few days ahead. */
export function formatDay(value: Date, language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(toBcp47(language), { month: 'numeric', day: 'numeric', weekday: 'short' }).format(
    value,
  );
}

export { currentLanguage };
