import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// DIST_DIR lets a second build (another checkout's browser tests) be served beside the default one.
export const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');

/** A hashed file of the build: its name changes with its content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The pages (and unhashed files) naming the hashed ones: asked again each time, answered 304 when unchanged. */
const REVALIDATE = 'no-cache';

/**
 * The built fronts: `/partner/*` is the office page, every other non-API path the member page
 * (client-side routes). The build wrote a brotli and a gzip copy of each text file
 * (scripts/precompress.ts): the one the browser accepts is sent as it is, with `Content-Encoding`
 * and `Vary: Accept-Encoding`. Hashed assets are cached for a year, the pages revalidated
 * (docs/operations/deployment.md#static-files).
 */
export async function serveFronts(app: FastifyInstance, root = DIST_DIR): Promise<void> {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn('dist/ is missing: run `npm run build` to serve the fronts');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    preCompressed: true,
    // the headers below say how long to keep each file (send's own max-age=0 would replace them)
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/assets/*', (request, reply) => reply.sendFile(request.url.slice(1).split('?')[0]!));
  app.get('/partner', (_request, reply) => reply.sendFile('partner.html'));
  app.get('/partner/*', (_request, reply) => reply.sendFile('partner.html'));
  app.get('/*', (request, reply) => {
    const file = request.url.slice(1).split('?')[0] ?? '';
    if (file && !file.includes('..') && existsSync(path.join(root, file)) && !file.endsWith('/'))
      return reply.sendFile(file);
    return reply.sendFile('index.html');
  });
}
