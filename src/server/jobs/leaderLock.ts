import type { FastifyBaseLogger } from 'fastify';
import type { Database, ScriptConnection } from '../db/database';

/** The lead of one kind of scheduled work, shared by every node of a deployment. */
export interface LeaderLock {
  /** True while this node leads; when it does not, tries to take the lead. */
  hold(): Promise<boolean>;
  /** Gives the lead up at once, so another node's next try takes it, and returns the connection. */
  release(): Promise<void>;
}

/**
 * DESIGN "Scale-out": a session-level PostgreSQL advisory lock on a dedicated connection. The lock
 * lives as long as that session, so a node that dies without a goodbye frees it too; a node that
 * stops cleanly unlocks at once instead of waiting for its connection to drop. A failed connection
 * is dropped and the lock tried again on a new one. On PGlite the database belongs to this process
 * alone, so this process always leads (and no query may slip into another call's transaction on
 * PGlite's single connection).
 *
 * A node that hangs without dying (stopped, swapped out, stuck) keeps its socket open, and with it
 * the session and the lock: so the session is told to end itself once idle for `idleLimitMs`
 * (PostgreSQL's idle_session_timeout), and a live node's event loop keeps it busy with a beat at a
 * third of that, whatever its passes do; a hung node's beats stop, its session ends, and another
 * node takes over (docs/operations/deployment.md#scheduled-work). Work the hung node had under way
 * goes on when it wakes; every job's writes are conditional, so it does nothing twice.
 */
export function leaderLock(
  database: Database,
  key: number,
  name: string,
  log: FastifyBaseLogger,
  idleLimitMs: number,
): LeaderLock {
  const embedded = database.dialect === 'pglite';
  let conn: ScriptConnection | null = null;
  let beat: NodeJS.Timeout | undefined;
  let held = false;

  // its session carries the idle limit: closed, not pooled for other work
  const drop = () => {
    clearInterval(beat);
    conn?.release(true);
    conn = null;
  };

  const taken = () => log.info({ job: name, lock: key }, `${name}: this node leads`);

  return {
    async hold() {
      if (embedded) {
        if (!held) taken();
        held = true;
        return true;
      }
      try {
        if (!conn) {
          const c = (conn = await database.scriptConnection());
          await c.query("select set_config('idle_session_timeout', $1, false)", [`${Math.ceil(idleLimitMs)}ms`]);
          // a failed beat is seen by the next hold(), whose query fails too
          beat = setInterval(() => void c.query('select 1').catch(() => undefined), idleLimitMs / 3);
          beat.unref();
        }
        if (held) {
          // A round trip proves the session, and with it the lock, is still alive.
          await conn.query('select 1');
          return true;
        }
        const [row] = await conn.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
        held = row?.ok === true;
        if (held) taken();
        return held;
      } catch (error) {
        log.warn({ err: error, job: name }, `${name}: lock connection lost`);
        held = false;
        drop();
        return false;
      }
    },

    async release() {
      const wasHeld = held;
      held = false;
      if (!conn) return;
      if (wasHeld)
        await conn
          .query('select pg_advisory_unlock($1)', [key])
          .catch((error: unknown) => log.warn({ err: error, job: name }, `${name}: unlock failed`));
      drop();
    },
  };
}
