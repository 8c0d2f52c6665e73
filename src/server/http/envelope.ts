import { ResultCode, resultCodeText, type ResultCodeValue } from '../../shared/resultCodes';
import { SUCCESS_MESSAGE, type Envelope } from '../../shared/api/envelope';

export const success = <T>(data: T): Envelope<T> => ({
  resultCode: ResultCode.Success,
  resultMessage: SUCCESS_MESSAGE,
  data,
});

export const failure = (code: ResultCodeValue, data: unknown = null): Envelope => ({
  resultCode: code,
  resultMessage: resultCodeText[code],
  data,
});
