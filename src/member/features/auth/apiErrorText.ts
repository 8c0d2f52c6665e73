import type { TFunction } from 'i18next';
import { ApiError } from '../../../dataProvider/apiClient';
import { ResultCode } from '../../../shared/resultCodes';

/** §8: every API failure reads as t('api.' + code); anything else as the generic E001. */
export const apiErrorText = (t: TFunction, error: unknown): string =>
  t(`api.${error instanceof ApiError ? error.code : ResultCode.GenericError}`);
