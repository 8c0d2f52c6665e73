import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import { site } from '../../shared/endpoints/common';
import { moneyText, percentText, siteDateTimeText } from '../../shared/labels/numbers';
import type { Language } from '../../shared/locales';
import { officeCallKey } from './useOfficeCall';

/** Korea's offset, the product's default site clock (config SITE_TZ_OFFSET_MINUTES), until the site answers its own. */
const DEFAULT_TZ_OFFSET_MINUTES = 540;

/** The site's clock offset, asked once per office tab (the site options answer carries it). */
export function useSiteTzOffset(): number {
  const dataProvider = useDataProvider<OfficeDataProvider>();
  // Every date field asks: one answer serves the tab (a site's clock does not move while it runs).
  const options = useQuery({
    queryKey: officeCallKey(site.options),
    queryFn: () => dataProvider.call(site.options),
    staleTime: Infinity,
    retry: false,
  });
  return options.data?.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES;
}

/** Amounts, rates and times in the office language; times in site time (§5), whatever the operator's own zone. */
export function useOfficeFormat() {
  const [locale] = useLocaleState();
  const language = locale as Language;
  const tzOffset = useSiteTzOffset();
  return {
    money: (value: number | null | undefined) => (value == null ? '' : moneyText(value, language)),
    dateTime: (iso: string | null | undefined) => (iso ? siteDateTimeText(iso, tzOffset, language) : ''),
    /** Basis points as a percentage: 150 -> 1.50%. */
    bp: (value: number | null | undefined) => (value == null ? '' : percentText(value)),
  };
}
