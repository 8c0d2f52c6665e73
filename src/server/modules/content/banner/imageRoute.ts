import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BANNER_IMAGE_TYPES } from '../../../../shared/api/main';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../../shared/locales';
import { findBannerImage } from './repo';

const Params = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const Query = z.object({ lang: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE) });
const DATA_URL = /^data:([a-z+/.-]+);base64,(.*)$/s;

/**
 * GET /uploads/banner/<id>[?lang=en]: a banner image stored in its row (or the language's own). Outside the §7 envelope on purpose
 * (an <img> address). An SVG may carry script, so every answer forbids scripts and sniffing; it
 * may carry its own font as a data URL (the demo's Thai banners: demoBannerArt.ts).
 */
export function bannerImageRoute(app: FastifyInstance): void {
  app.get('/uploads/banner/:id', async (request, reply) => {
    const params = Params.safeParse(request.params);
    const { lang } = Query.parse({ lang: (request.query as { lang?: unknown } | undefined)?.lang });
    const row = params.success ? await findBannerImage(app.deps.db, params.data.id, lang) : undefined;
    const match = row ? DATA_URL.exec(row.image) : null;
    if (!row) return reply.code(404).send();
    if (!match) return reply.redirect(row.image);
    const type = match[1]!;
    if (!(BANNER_IMAGE_TYPES as readonly string[]).includes(type)) return reply.code(404).send();
    return reply
      .header('content-type', type)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; font-src data:; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(match[2]!, 'base64'));
  });
}
