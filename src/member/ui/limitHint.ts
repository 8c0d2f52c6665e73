import type { TFunction } from 'i18next';
import { formatMoney } from '../format';

/** A "minimum X, in units of Y" hint from the site options, or nothing while they are not loaded. */
export function limitHint(
  t: TFunction,
  key: string,
  min: number | undefined,
  unit: number | undefined,
): string | undefined {
  if (min === undefined || unit === undefined) return undefined;
  return t(key, { min: formatMoney(min), unit: formatMoney(unit) });
}
