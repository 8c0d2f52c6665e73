import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** `Authorization: Bearer <key>` compared in constant time (hashes have equal length). */
export function bearerMatches(header: string | undefined, key: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(key));
}
