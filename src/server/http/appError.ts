import type { ResultCodeValue } from '../../shared/resultCodes';

/**
 * A business refusal: the error handler turns it into the §7 envelope with this catalogue code.
 * `data` reaches the client (fields, limits); `params` fill the message placeholders.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCodeValue,
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
