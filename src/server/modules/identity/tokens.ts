import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_MINUTES } from '../../../shared/constants';

export interface TokenClaims {
  sid: string;
  site: string;
}

/** A verified token's claims and its own expiry (ms). */
export interface ReadClaims extends TokenClaims {
  expiresAt: number;
}

// Imported once per secret: jose would otherwise import raw key bytes again on every call.
const keys = new Map<string, KeyObject>();
const key = (secret: string): KeyObject => {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = createSecretKey(Buffer.from(secret, 'utf8'))));
  return k;
};

/**
 * §9: the session token lives 120 minutes (a member's: the site's autoLogoutMinutes), never past
 * `notAfter` (ms, the session's absolute end); the session row decides whether it still counts.
 */
export async function signToken(
  secret: string,
  claims: TokenClaims,
  now: Date,
  { lifetimeMinutes = TOKEN_LIFETIME_MINUTES, notAfter = Infinity }: { lifetimeMinutes?: number; notAfter?: number } = {},
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.min(iat + lifetimeMinutes * 60, Math.floor(notAfter / 1000));
  const token = await new SignJWT({ site: claims.site })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sid)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, expiresAt: exp * 1000 };
}

/** The claims of a well-signed, unexpired token, or null. */
export async function readToken(secret: string, token: string, now: Date): Promise<ReadClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.site !== 'string' || typeof payload.exp !== 'number') return null;
    return { sid: payload.sub, site: payload.site, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}
