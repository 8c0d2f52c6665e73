import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../shared/endpoints';
import { officeOpenApi } from '../../shared/endpoints/office';
import { OPENAPI_PATH, openApiDocument } from '../../shared/endpoints/openapi';
import { route } from './route';

/** The document of the whole table, built once: the table does not change while the process runs. */
let document: Record<string, unknown> | undefined;
export const openApiDocumentOfTable = (): Record<string, unknown> =>
  (document ??= openApiDocument(ENDPOINTS, { title: 'WINNER API', version: '1' }));

/**
 * The office's API page reads the document through a staff call of the endpoint table. GET
 * /api/openapi.json serves it in demo mode only: `npm run openapi` writes it for integrators, and a
 * production site does not hand every passer-by a complete map of its calls and result codes, which
 * no member needs (docs/operations/security.md, "Metrics and the API document").
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  if (app.deps.config.demo) {
    app.get(OPENAPI_PATH, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(openApiDocumentOfTable()),
    );
  }
  route(app, officeOpenApi, async () => openApiDocumentOfTable());
}
