import { toBcp47, type Language } from '../../shared/locales';

/** Whole won with the language's grouping. */
export const won = (amount: number, lang: Language): string => new Intl.NumberFormat(toBcp47(lang)).format(amount);

export const percent = (ratio: number, lang: Language): string =>
  new Intl.NumberFormat(toBcp47(lang), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    ratio,
  );
