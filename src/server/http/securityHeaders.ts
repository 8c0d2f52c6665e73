import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { API_PREFIX } from '../../shared/endpoints';

/** The office page and everything under it (react-admin's client routes). */
const OFFICE_PAGE_PREFIX = '/partner';
/**
 * Vendor game pages served by this site (the demo provider): opened in a popup and in the member
 * front's `/slot/game` frame, so the site's own pages may frame them and nobody else may.
 */
const VENDOR_PAGE_PREFIX = '/vendor/demo/play/';

/**
 * One strict policy for every page this server answers: no inline or foreign script (the fronts
 * are built by Vite into hashed files under /assets and need none), styles inline only because
 * MUI's emotion writes <style> elements at run time, images from this origin and the operator's
 * image hosts (IMAGE_ORIGINS) only, so no page makes a reader's browser call a server a member
 * chose; calls and the push socket to this origin only.
 * `frameAncestors` is the one directive that differs by path.
 */
function contentSecurityPolicy(
  frameAncestors: "'none'" | "'self'",
  frameSources: readonly string[] = [],
  imageSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...imageSources].join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${["'self'", ...frameSources].join(' ')}`,
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/**
 * What the pages may ask the browser for: nothing of its sensors, camera, microphone, place,
 * payments or devices; full screen and autoplay for this origin and the framed vendor and video
 * origins only (a game goes full screen, a live video plays).
 */
function permissionsPolicy(frameSources: readonly string[] = []): string {
  const own = ['self', ...frameSources.map((o) => `"${o}"`)].join(' ');
  return [
    ...[
      'accelerometer',
      'bluetooth',
      'browsing-topics',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'hid',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'publickey-credentials-get',
      'serial',
      'usb',
    ].map((feature) => `${feature}=()`),
    `autoplay=(${own})`,
    `fullscreen=(${own})`,
  ].join(', ');
}

export interface SecurityHeaderOptions {
  /** Origins of pages the member front may frame: vendor games, the live video player (`https://games.vendor.example`). */
  frameOrigins?: readonly string[];
  /** Origins images may come from besides this one (IMAGE_ORIGINS). */
  imageOrigins?: readonly string[];
}

const startsWithSegment = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Headers on every answer Fastify sends (the SockJS answers under /ws are written
 * by sockjs on the raw server and get theirs in `modules/realtime/wsGuard.ts`).
 *
 * - helmet's defaults (nosniff, X-Frame-Options, Cross-Origin-Resource-Policy, Origin-Agent-Cluster…)
 *   with the strict CSP above and `Referrer-Policy: same-origin`;
 * - HSTS only on an answer that went out over https (directly, or behind a proxy that says so in
 *   X-Forwarded-Proto when TRUST_PROXY is on): on plain http the header means nothing and would
 *   pin a test host to https;
 * - `/api/*` answers are never stored by a browser or a shared cache (`no-store`);
 * - the office page opens in its own browsing context group (`Cross-Origin-Opener-Policy:
 *   same-origin`), while the member front keeps its game popups (`same-origin-allow-popups`): a
 *   member page that opens `/partner` gets no handle into it (COOP values differ);
 * - vendor game pages may be framed by this origin only (`frame-ancestors 'self'`);
 * - `Permissions-Policy` turns off every browser feature the site does not use (above).
 */
export async function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): Promise<void> {
  const frameSources = options.frameOrigins ?? [];
  const imageSources = options.imageOrigins ?? [];
  const strict = contentSecurityPolicy("'none'", frameSources, imageSources);
  const framedBySelf = contentSecurityPolicy("'self'", frameSources, imageSources);
  const permissions = permissionsPolicy(frameSources);
  await app.register(fastifyHelmet, {
    // The policy is written whole above; helmet's own defaults would add upgrade-insecure-requests,
    // which breaks a site served on plain http (the demo, the tests).
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (url.startsWith(VENDOR_PAGE_PREFIX)) {
      reply.header('content-security-policy', framedBySelf);
      reply.header('x-frame-options', 'SAMEORIGIN');
      // opened as a popup by the member front, which may keep its handle on it
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    } else {
      reply.header('content-security-policy', strict);
      if (startsWithSegment(url, OFFICE_PAGE_PREFIX)) reply.header('cross-origin-opener-policy', 'same-origin');
    }
    reply.header('permissions-policy', permissions);
    if (url.startsWith(API_PREFIX)) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
