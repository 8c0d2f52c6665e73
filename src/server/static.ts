import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// DIST_DIR lets a second build (another checkout's browser tests) be served beside the default one.
export const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');

/**
 * The built fronts: `/partner/*` is the office page, every other non-API path the member page
 * (client-side routes), with hashed assets cached for a year.
 */
export async function serveFronts(app: FastifyInstance): Promise<void> {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    app.log.warn('dist/ is missing: run `npm run build` to serve the fronts');
    return;
  }
  await app.register(fastifyStatic, {
    root: DIST_DIR,
    index: false,
    wildcard: false,
    setHeaders: (res, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/assets/*', (request, reply) => reply.sendFile(request.url.slice(1).split('?')[0]!));
  app.get('/partner', (_request, reply) => reply.sendFile('partner.html'));
  app.get('/partner/*', (_request, reply) => reply.sendFile('partner.html'));
  app.get('/*', (request, reply) => {
    const file = request.url.slice(1).split('?')[0] ?? '';
    if (file && !file.includes('..') && existsSync(path.join(DIST_DIR, file)) && !file.endsWith('/')) return reply.sendFile(file);
    return reply.sendFile('index.html');
  });
}
