import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_MINUTES } from '../../../shared/constants';

export interface TokenClaims {
  sid: string;
  site: string;
  /** The session's token generation it is signed for (sessions.token_seq; 0, a new session's first). */
  seq?: number;
}

/** A verified token's claims and its own expiry (ms). */
export interface ReadClaims extends Required<TokenClaims> {
  expiresAt: number;
}

// Imported once per secret: jose would otherwise import raw key bytes again on every call.
const keys = new Map<string, KeyObject>();
const key = (secret: string): KeyObject => {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = createSecretKey(Buffer.from(secret, 'utf8'))));
  return k;
};

export interface TokenLife {
  lifetimeMinutes?: number;
  notAfter?: number;
}

/**
 * §9: the session token lives 120 minutes (a member's: the site's autoLogoutMinutes), never past
 * `notAfter` (ms, the session's absolute end). When it ends, in whole seconds as the token says.
 */
export const tokenExpiresAt = (
  now: Date,
  { lifetimeMinutes = TOKEN_LIFETIME_MINUTES, notAfter = Infinity }: TokenLife = {},
) => Math.min(Math.floor(now.getTime() / 1000) + lifetimeMinutes * 60, Math.floor(notAfter / 1000)) * 1000;

/** A signed session token; the session row decides whether it still counts (its end, its generation). */
export async function signToken(
  secret: string,
  claims: TokenClaims,
  now: Date,
  life: TokenLife = {},
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = tokenExpiresAt(now, life);
  const token = await new SignJWT({ site: claims.site, seq: claims.seq ?? 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sid)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(expiresAt / 1000)
    .sign(key(secret));
  return { token, expiresAt };
}

/** The claims of a well-signed, unexpired token, or null. */
export async function readToken(secret: string, token: string, now: Date): Promise<ReadClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.site !== 'string' || typeof payload.exp !== 'number')
      return null;
    // a token signed before generations were kept is generation 0 (migration 1101)
    const seq = payload.seq === undefined ? 0 : payload.seq;
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq)) return null;
    return { sid: payload.sub, site: payload.site, seq, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}
