import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/endpoints';
import { OPENAPI_PATH, openApiDocument } from '../../shared/endpoints/openapi';

/** The document of the whole table, built once: the table does not change while the process runs. */
let document: Record<string, unknown> | undefined;
export const openApiDocumentOfTable = (): Record<string, unknown> => (document ??= openApiDocument(ENDPOINTS, { title: 'WINNER API', version: '1' }));

/** GET /api/openapi.json: for tools and the office's API page; it reveals nothing the fronts' bundles do not. */
export function openApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send(openApiDocumentOfTable()));
}
