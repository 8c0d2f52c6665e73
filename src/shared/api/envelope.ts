import type { ResultCodeValue } from '../resultCodes';

/** §7: every answer, success or business error, is HTTP 200 with this shape. */
export interface Envelope<T = unknown> {
  resultCode: ResultCodeValue;
  resultMessage: string;
  data: T;
}

export const SUCCESS_MESSAGE = 'SUCCESS';
