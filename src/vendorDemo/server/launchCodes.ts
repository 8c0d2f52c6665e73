import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';

/** A page opens within seconds of its launch; a code older than this opens nothing. */
const LAUNCH_CODE_TTL_MS = 2 * 60_000;

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

/**
 * The play address carries a one-time code, never the player token (docs/operations/security.md,
 * "Game sessions"): an address ends up in the browser's history, in proxy and server logs and in
 * a Referer, and a token read there would play the member's money. The page exchanges the code
 * once (`redeemLaunchCode`) and keeps the token in memory. Only the code's hash is stored.
 */
export async function issueLaunchCode(db: Kysely<DB>, token: string, gameId: string, now: Date): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db
    .deleteFrom('demo_launch_codes')
    .where('created_at', '<', new Date(now.getTime() - LAUNCH_CODE_TTL_MS))
    .execute();
  await db
    .insertInto('demo_launch_codes')
    .values({ code_hash: hashOf(code), token, game_id: gameId, created_at: now })
    .execute();
  return code;
}

/** The player token a fresh code of this game opens, once; null for an unknown, used, stale or other game's code. */
export async function redeemLaunchCode(
  db: Kysely<DB>,
  code: string,
  gameId: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .deleteFrom('demo_launch_codes')
    .where('code_hash', '=', hashOf(code))
    .returning(['token', 'game_id', 'created_at'])
    .executeTakeFirst();
  if (!row || row.game_id !== gameId || now.getTime() - row.created_at.getTime() > LAUNCH_CODE_TTL_MS) return null;
  return row.token;
}
