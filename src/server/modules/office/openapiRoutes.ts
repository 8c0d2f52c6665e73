import type { FastifyInstance } from 'fastify';
import { officeOpenApi } from '../../../shared/endpoints/office';
import { openApiDocumentOfTable } from '../../http/openapiRoute';
import { route } from '../../http/route';

/** The office's API page reads the same document as GET /api/openapi.json, through a staff call. */
export default async function openApiOfficeRoutes(app: FastifyInstance): Promise<void> {
  route(app, officeOpenApi, async () => openApiDocumentOfTable());
}
