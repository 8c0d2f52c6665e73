import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OFFICE_COOKIE, OFFICE_CSRF_HEADER } from '../../shared/api/office/officeSession';
import { API_PREFIX } from '../../shared/endpoints';
import { ResultCode } from '../../shared/resultCodes';
import type { Auth } from '../modules/identity/authContext';
import { SessionKind } from '../modules/identity/tables';
import { AppError } from './appError';

/**
 * Where a call's session comes from, and whether it may serve that call
 * (docs/architecture/security.md#where-sessions-live).
 *
 * The office session lives in an HttpOnly, SameSite=Strict cookie (Secure over https), sent with
 * /api calls but read only on office calls (partner and staff entries, and the office's own
 * renew and logout). A cookie-borne call must also carry the CSRF token of its session in
 * X-CSRF-Token and, when the browser says where it comes from, come from this origin. The office
 * front keeps that token in its tab's sessionStorage: a page of the member front (same origin,
 * other tab) can neither read the cookie nor present the token, so it cannot use the session.
 * API clients outside a browser may send the same office token in the `token` header instead;
 * a browser never holds it, so no page can.
 *
 * Member and guest calls take the member token of the `token` header only, and an office session
 * is refused there as a member session is on office calls (E006): the two kinds never stand in
 * for each other (a partner's member token opens nothing of the office).
 */
export interface Credential {
  token: string | undefined;
  fromCookie: boolean;
}

const firstHeader = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (firstHeader(request, 'cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

export function credentialOf(request: FastifyRequest, officeCall: boolean): Credential {
  const token = firstHeader(request, 'token');
  if (token || !officeCall) return { token, fromCookie: false };
  return { token: readCookie(request, OFFICE_COOKIE), fromCookie: true };
}

/** The CSRF token of one office session: derived, so nothing more is stored. */
export const csrfTokenOf = (secret: string, sessionId: string): string =>
  createHmac('sha256', secret).update(`office-csrf:${sessionId}`).digest('base64url');

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Fetch metadata and Origin, when the browser sends them: an office call comes from this origin. */
function fromThisOrigin(request: FastifyRequest): boolean {
  const site = firstHeader(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = firstHeader(request, 'origin');
  if (origin === undefined) return true;
  try {
    // through URL both ways, so a default port written or left out compares equal
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

/** Refuses a session of the wrong kind for the call, and a cookie-borne call without its CSRF token. */
export function assertSessionFits(
  request: FastifyRequest,
  auth: Auth,
  credential: Credential,
  officeCall: boolean,
  secret: string,
): void {
  if (auth.session.kind !== (officeCall ? SessionKind.Office : SessionKind.Member))
    throw new AppError(ResultCode.LoginRequired);
  if (!credential.fromCookie) return;
  const csrf = firstHeader(request, OFFICE_CSRF_HEADER) ?? '';
  if (!fromThisOrigin(request) || !sameText(csrf, csrfTokenOf(secret, auth.session.id)))
    throw new AppError(ResultCode.LoginRequired);
}

/** The live office session the cookie names, if any (the login reuses it for the same account). */
export const officeCookieToken = (request: FastifyRequest): string | undefined => readCookie(request, OFFICE_COOKIE);

function cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${OFFICE_COOKIE}=${value}; Path=${API_PREFIX}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** Puts a signed office token in the cookie; it ends with the token. */
export function setOfficeCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  expiresAt: number,
  now: Date,
): void {
  reply.header('set-cookie', cookie(request, token, Math.max(0, Math.floor((expiresAt - now.getTime()) / 1000))));
}

export function clearOfficeCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.header('set-cookie', cookie(request, '', 0));
}
