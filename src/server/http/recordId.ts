import { ResultCode } from '../../shared/resultCodes';
import { AppError } from './appError';

/** Office record ids are positive safe integers; the others name no record. */
export const recordIds = (ids: readonly (number | string)[]): number[] =>
  ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);

/** One record id from a body: anything that is not a positive safe integer answers E007 (no such record). */
export const recordId = (id: number | string): number => {
  const [n] = recordIds([id]);
  if (n === undefined) throw new AppError(ResultCode.NotFound);
  return n;
};
