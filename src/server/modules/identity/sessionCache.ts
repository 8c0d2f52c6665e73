import type { Database } from '../../db/database';
import type { MemberRow, SessionRow } from './sessionRepo';

/** The channel sql/notify_auth_change.sql's triggers notify, with the member id, on any change of a member or its sessions. */
const AUTH_CHANGES = 'auth_changes';

/** What a verified token stood for when it was last read from the database. */
export interface CachedMemberAuth {
  site: string;
  /** The token's own expiry (ms): past it the token is refused whatever the session says. */
  tokenExpiresAt: number;
  /** The token's generation: refused once the session's has moved on (a renewal). */
  tokenSeq: number;
  session: SessionRow;
  member: MemberRow;
}

/** Far above the live sessions of one node; past it the cache starts over rather than grow. */
const MAX_ENTRIES = 200_000;

/**
 * The session check of every member call without a database round trip. A token seen
 * once (signature verified, session and member read) is kept with its rows; any write to that
 * member or its sessions, by whatever path and on whichever node, reaches every node as a NOTIFY
 * after its commit (sql/notify_auth_change.sql) and drops the member's entries, so a revoked session is
 * refused at once everywhere, and the next call reads the rows again.
 *
 * Correctness rules: nothing is trusted while the listening connection is down (notices may be
 * missed); a read that started before a notice arrived is not stored (it may hold the old rows).
 */
export function createSessionCache() {
  const byToken = new Map<string, CachedMemberAuth>();
  const byMember = new Map<number, Set<string>>();
  let live = false;
  /** Bumped by every notice and every loss: a read stores its rows only if none came meanwhile. */
  let generation = 0;

  const clear = () => {
    byToken.clear();
    byMember.clear();
  };

  const dropMember = (memberId: number) => {
    const tokens = byMember.get(memberId);
    if (!tokens) return;
    for (const token of tokens) byToken.delete(token);
    byMember.delete(memberId);
  };

  return {
    /** Starts hearing the database's change notices; the cache serves nothing before. */
    attach(database: Pick<Database, 'listen'>): Promise<() => Promise<void>> {
      return database.listen(AUTH_CHANGES, {
        notice(payload) {
          generation += 1;
          const memberId = Number(payload);
          if (Number.isSafeInteger(memberId)) dropMember(memberId);
          else clear();
        },
        live(up) {
          generation += 1;
          live = up;
          clear();
        },
      });
    },

    get(token: string): CachedMemberAuth | undefined {
      return live ? byToken.get(token) : undefined;
    },

    /** Marks the start of a read from the database; pass the mark to store(). */
    mark(): number {
      return generation;
    },

    store(token: string, entry: CachedMemberAuth, mark: number): void {
      if (!live || mark !== generation) return;
      if (byToken.size >= MAX_ENTRIES) clear();
      // Shared by every later call of this token: a handler that changed them would change them for all.
      Object.freeze(entry.session);
      Object.freeze(entry.member);
      byToken.set(token, entry);
      const memberId = entry.member.id;
      let tokens = byMember.get(memberId);
      if (!tokens) byMember.set(memberId, (tokens = new Set()));
      tokens.add(token);
    },

    /** This node ended the member's session itself: refuse it here before the notice comes back. */
    forgetMember(memberId: number): void {
      generation += 1;
      dropMember(memberId);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
