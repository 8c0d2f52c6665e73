import type { TFunction } from 'i18next';
import { ResultCode } from '../../../shared/resultCodes';
import { formatOdds } from '../../format';

const ODDS_CODES: ReadonlySet<string> = new Set([
  ResultCode.SportsRateLimitMax,
  ResultCode.SportsRateLimitMin,
  ResultCode.SportsRateLimitException,
]);
const ODDS_VALUES = ['min', 'max', 'odds'];

/**
 * A slip refusal in words: api.<code> with the limit it names, odds as decimals (1.30, not 130;
 * won amounts stay numbers, which the texts format themselves); a conflict (B7001) says which picks clash in the message the server
 * named (`messageKey`, front.sports.conflict.<A>_<B>).
 */
export function refusalText(t: TFunction, code: string, values: Record<string, unknown>): string {
  if (code === ResultCode.SportsConflict && typeof values.messageKey === 'string')
    return t(values.messageKey, { defaultValue: t(`api.${code}`) });
  const shown: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' && ODDS_CODES.has(code) && ODDS_VALUES.includes(name))
      shown[name] = formatOdds(value);
  }
  return t(`api.${code}`, shown);
}
