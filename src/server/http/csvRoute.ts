import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/endpoints/endpoint';
import { admit, type ApiRequest, type CallerOf } from './route';

export interface CsvAnswer {
  /** The download's file name (ASCII). */
  filename: string;
  /** The file, piece by piece (UTF-8): pulled as the client reads, so a slow reader holds the query back. */
  chunks: AsyncIterable<Buffer>;
}

/**
 * Serves an entry of the endpoint table marked `csv` (report exports: docs/domains/reports.md#csv):
 * the caller is admitted exactly as route() admits it (site key, session, staff area or partner,
 * body), and a refusal is the §7 envelope; once admitted the answer is the file itself, streamed as
 * `text/csv`. Handlers check everything they can refuse before they return the chunks.
 */
export function csvRoute<E extends Endpoint>(
  app: FastifyInstance,
  entry: E,
  handler: (req: ApiRequest<z.output<E['body']>>, caller: CallerOf<E['access']>) => Promise<CsvAnswer>,
): void {
  const { deps } = app;
  if (!entry.csv) throw new Error(`${entry.path} is not a CSV entry of the endpoint table`);
  app.post(entry.path, async (request, reply) => {
    const { req, caller } = await admit(deps, entry, request, reply);
    const { filename, chunks } = await handler(req, caller);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`);
    return reply.send(Readable.from(chunks, { objectMode: false }));
  });
}
