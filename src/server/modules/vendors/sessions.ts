import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { GAME_END_LOGIN } from '../identity/sessionRepo';
import { insertGameSession, type GameSessionRow } from './sessionRepo';

/** A game session lives this long after the last sign of the open window (§4 check every 10 s). */
export const GAME_SESSION_IDLE_MS = 30 * 60_000;

/** Why a game session ended (game_sessions.end_reason). */
export const GameSessionEnd = {
  FlagOff: 'flag_off',
  Maintenance: 'maintenance',
  VendorDisabled: 'vendor_disabled',
  LaunchFailed: 'launch_failed',
  Closed: 'closed',
  /** The member session that launched it ended (identity/sessionRepo.ts ends both together). */
  LoginEnded: GAME_END_LOGIN,
} as const;

/**
 * Endings by staff or maintenance: the member's open window must close (TK999 at the next balance
 * poll), and the session still answers with its stakes refused (pam/plugin.ts). A member's own
 * close or a failed launch needs neither: the window is already gone, and marking the login then
 * closed the next game the member opened.
 */
export const STAFF_ENDS: ReadonlySet<string> = new Set([
  GameSessionEnd.FlagOff,
  GameSessionEnd.Maintenance,
  GameSessionEnd.VendorDisabled,
]);

/** Only the hash is stored: a leaked database row cannot be replayed as a player token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 40 hex characters: pam_api.yml's SessionToken (32-40). */
export const newPlayerToken = (): string => randomBytes(20).toString('hex');

export interface NewGameSession {
  siteId: string;
  memberId: number;
  /** The member session launching it: the game ends with it (null: a wallet test's session, bound to none). */
  loginSessionId: string | null;
  group: string;
  procId: number;
  provider: string;
  gameId: string;
  adapterKind: string;
  language: string;
}

/**
 * Opens a player game session bound to the member session launching it, the provider and the game;
 * answers the row and the token (shown once).
 */
export async function openGameSession(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  s: NewGameSession,
): Promise<{ session: GameSessionRow; token: string }> {
  const token = newPlayerToken();
  const now = deps.clock.now();
  const session = await insertGameSession(deps.db, {
    site_id: s.siteId,
    member_id: s.memberId,
    login_session_id: s.loginSessionId,
    group_code: s.group,
    proc_id: s.procId,
    provider: s.provider,
    game_id: s.gameId,
    token_hash: tokenHash(token),
    adapter_kind: s.adapterKind,
    language: s.language,
    expires_at: new Date(now.getTime() + GAME_SESSION_IDLE_MS),
  });
  return { session, token };
}
