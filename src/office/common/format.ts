import { useLocaleState } from 'react-admin';
import { toBcp47, type Language } from '../../shared/locales';

/** Amounts and dates in the office language (ko-KR by default). */
export function useOfficeFormat() {
  const [locale] = useLocaleState();
  const tag = toBcp47(locale as Language);
  return {
    money: (value: number | null | undefined) => (value == null ? '' : new Intl.NumberFormat(tag).format(value)),
    dateTime: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso)) : '',
    /** Basis points as a percentage: 150 -> 1.50%. */
    bp: (value: number | null | undefined) => (value == null ? '' : `${(value / 100).toFixed(2)}%`),
  };
}
