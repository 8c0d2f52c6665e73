import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PushTicket } from '../../../shared/api/staffAlerts';

/** How long a ticket opens the push endpoint: enough to connect, too short to be worth stealing. */
const TICKET_MS = 60_000;

const macOf = (secret: string, sessionId: string, expiresAt: number): string =>
  createHmac('sha256', secret).update(`office-push:${sessionId}:${expiresAt}`).digest('base64url');

/**
 * A push ticket names the staff office session and its end: `<sessionId>.<expiresAt>.<mac>`,
 * an HMAC under the server secret with a label of its own, so it is no session token (no HTTP call
 * accepts it) and a ticket cannot be turned into one.
 */
export function issueTicket(secret: string, sessionId: string, now: Date): PushTicket {
  const expiresAt = now.getTime() + TICKET_MS;
  return { ticket: `${sessionId}.${expiresAt}.${macOf(secret, sessionId, expiresAt)}`, expiresAt };
}

/** The session a ticket names, or null when it is malformed, forged or past its end. */
export function readTicket(secret: string, ticket: string, now: Date): string | null {
  const [sessionId, exp, mac, extra] = ticket.split('.');
  if (!sessionId || !exp || !mac || extra !== undefined || !/^\d{1,16}$/.test(exp)) return null;
  const expiresAt = Number(exp);
  const want = Buffer.from(macOf(secret, sessionId, expiresAt));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  return expiresAt > now.getTime() ? sessionId : null;
}
