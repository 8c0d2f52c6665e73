import { ApiError } from '../../dataProvider/apiClient';
import { ResultCode } from '../../shared/resultCodes';

/** A failure as the page shows it: the catalogue code (E001 for anything unexpected) and its values. */
export interface ApiFailure {
  code: string;
  /** Values the text interpolates (api.C003 {{msg}}, api.P002 {{pointUnit}}). */
  values: Record<string, unknown>;
}

export const apiErrorCode = (error: unknown): string =>
  error instanceof ApiError ? error.code : ResultCode.GenericError;

export const apiFailure = (error: unknown): ApiFailure => ({
  code: apiErrorCode(error),
  values:
    error instanceof ApiError && typeof error.data === 'object' && error.data !== null
      ? (error.data as Record<string, unknown>)
      : {},
});
