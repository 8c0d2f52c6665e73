import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * What the push endpoint answers before sockjs sees a request
 * (docs/architecture/push.md#the-push-endpoints-own-guards). sockjs answers /ws on the raw HTTP
 * server, outside Fastify's hooks, so this is where its rules live:
 *
 * - only this site's own pages may open a socket or a transport: a request whose Origin names
 *   another host is refused (403) before any session is made (a browser always sends Origin on a
 *   WebSocket handshake and a cross-origin XHR, so a foreign page cannot listen to a member's push);
 * - the SockJS client is served by the app itself at `/ws/sockjs.min.js` (the npm package's own
 *   build), and the iframe page SockJS uses for iframe transports loads it from there with no
 *   inline script (sockjs-node's own page loads it from a public CDN, without integrity, and runs
 *   an inline bootstrap);
 * - JSONP and htmlfile transports are refused: they exist to reach another origin from old
 *   browsers, which this site does not do, and htmlfile answers inline script;
 * - every /ws answer carries nosniff, a referrer policy and a CSP (the iframe page may be framed by
 *   this origin, nothing else may be framed at all).
 */
const require = createRequire(import.meta.url);
const CLIENT = readFileSync(require.resolve('sockjs-client/dist/sockjs.min.js'));
const BOOTSTRAP = 'SockJS.bootstrap_iframe();\n';

export const pushClientPath = (prefix: string): string => `${prefix}/sockjs.min.js`;

const iframePage = (prefix: string) =>
  [
    '<!DOCTYPE html>',
    '<html>',
    '<head>',
    '<meta charset="UTF-8" />',
    `<script src="${pushClientPath(prefix)}"></script>`,
    `<script src="${prefix}/iframe-bootstrap.js"></script>`,
    '</head>',
    '<body><p>SockJS iframe transport.</p></body>',
    '</html>',
    '',
  ].join('\n');

const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; frame-ancestors 'self'";
const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The Origin header, when sent, names the host the request was sent to. */
function fromOwnOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(`http://${req.headers.host ?? ''}`).host;
  } catch {
    return false;
  }
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  policy: string,
  cache = 'no-store',
): void {
  res.writeHead(status, {
    'content-type': type,
    'content-security-policy': policy,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

/** Answers what this guard owns under the prefix; true when the request is answered. */
function answer(req: IncomingMessage, res: ServerResponse, prefix: string): boolean {
  const path = (req.url ?? '').split('?')[0]!.slice(prefix.length);
  if (!fromOwnOrigin(req)) {
    send(res, 403, 'text/plain; charset=UTF-8', 'origin not allowed', NO_CONTENT_POLICY);
    return true;
  }
  if (req.method === 'GET' && path === '/sockjs.min.js') {
    send(res, 200, 'application/javascript; charset=UTF-8', CLIENT, NO_CONTENT_POLICY, 'public, max-age=3600');
    return true;
  }
  if (req.method === 'GET' && path === '/iframe-bootstrap.js') {
    send(res, 200, 'application/javascript; charset=UTF-8', BOOTSTRAP, NO_CONTENT_POLICY, 'public, max-age=3600');
    return true;
  }
  if (req.method === 'GET' && /^\/iframe[0-9-.a-z_]*\.html$/.test(path)) {
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    send(res, 200, 'text/html; charset=UTF-8', iframePage(prefix), PAGE_POLICY, 'public, max-age=3600');
    return true;
  }
  if (/\/(jsonp|jsonp_send|htmlfile)$/.test(path)) {
    send(res, 404, 'text/plain; charset=UTF-8', 'transport not offered', NO_CONTENT_POLICY);
    return true;
  }
  res.setHeader('content-security-policy', NO_CONTENT_POLICY);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
  return false;
}

const underPrefix = (url: string | undefined, prefix: string) =>
  url === prefix || !!url?.startsWith(`${prefix}/`) || !!url?.startsWith(`${prefix}?`);

/**
 * Puts the guard in front of the listeners already on the server (sockjs's, Fastify's), as
 * sockjs itself installs its handlers: call after `installHandlers`.
 */
export function guardPushEndpoint(server: Server, prefix: string): void {
  const requestListeners = server.listeners('request').slice() as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (underPrefix(req.url, prefix) && answer(req, res, prefix)) return;
    for (const listener of requestListeners) listener.call(server, req, res);
  });
  const upgradeListeners = server.listeners('upgrade').slice() as ((
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (underPrefix(req.url, prefix) && !fromOwnOrigin(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    for (const listener of upgradeListeners) listener.call(server, req, socket, head);
  });
}
