import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request lines, one per request at a level chosen by how it went
 * (docs/operations/logs.md): a failed one (5xx, or an error) at `error`, a slow one (past `slowMs`)
 * at `warn`, any other at `info`; its arrival at `debug`. At the default `LOG_LEVEL` (warn) a
 * healthy site writes only what needs a look, where Fastify's own controller writes two `info`
 * lines for every request.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error || reply.statusCode >= 500) reply.log.error(error ? { ...line, err: error } : line, 'request failed');
    else if (reply.elapsedTime >= this.slowMs) reply.log.warn(line, 'slow request');
    else reply.log.info(line, 'request completed');
  }
}
