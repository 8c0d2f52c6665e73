import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_MINUTES } from '../../../shared/constants';

export interface TokenClaims {
  sid: string;
  site: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** §9: the session token lives 120 minutes; the session row decides whether it still counts. */
export async function signToken(secret: string, claims: TokenClaims, now: Date): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + TOKEN_LIFETIME_MINUTES * 60;
  const token = await new SignJWT({ site: claims.site })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sid)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key(secret));
  return { token, expiresAt: exp * 1000 };
}

/** The claims of a well-signed, unexpired token, or null. */
export async function readToken(secret: string, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.site !== 'string') return null;
    return { sid: payload.sub, site: payload.site };
  } catch {
    return null;
  }
}
