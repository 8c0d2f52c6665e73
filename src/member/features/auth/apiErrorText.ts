import type { TFunction } from 'i18next';
import { apiFailure } from '../../ui/apiErrorCode';

/**
 * §8: every API failure reads as t('api.' + code) with the values the server sent (R005/R006 name
 * the end of an exclusion, R004 the session limit); anything else as the generic E001.
 */
export const apiErrorText = (t: TFunction, error: unknown): string => {
  const failure = apiFailure(error);
  return t(`api.${failure.code}`, failure.values);
};
