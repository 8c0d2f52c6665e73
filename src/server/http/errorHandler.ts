import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ResultCode } from '../../shared/resultCodes';
import { AppError } from './appError';
import { failure } from './envelope';

/** Field names only: the client learns what to fix, never our internals. */
const zodFields = (error: ZodError): string[] => [
  ...new Set(error.issues.map((issue) => issue.path.join('.') || '(body)')),
];

/**
 * One place maps every error to the §7 envelope: business refusals keep their code, a malformed
 * body becomes E003 with the failing fields, anything else E001 with the request id the log shows.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(200).send(failure(error.code, error.data));
    }
    if (error instanceof ZodError) {
      return reply.code(200).send(failure(ResultCode.InvalidRequest, { fields: zodFields(error) }));
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    // Fastify's own 4xx: unparsable JSON, wrong content type, body too large.
    if (status && status >= 400 && status < 500) {
      if (status === 429) return reply.code(200).send(failure(ResultCode.TooManyRequests));
      request.log.info({ err: error }, 'rejected request');
      return reply.code(200).send(failure(ResultCode.InvalidRequest, { fields: ['(body)'] }));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected fault');
    return reply.code(200).send(failure(ResultCode.GenericError, { requestId: request.id }));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(failure(ResultCode.NotFound, { path: request.url }));
  });
}
