import type { FastifyBaseLogger } from 'fastify';
import type { Database, ScriptConnection } from '../db/database';

/** The lead of one kind of scheduled work, shared by every node of a deployment. */
interface LeaderLock {
  /** True while this node leads; when it does not, tries to take the lead. */
  hold(): Promise<boolean>;
  /** Gives the lead up at once, so another node's next try takes it; the last lock of a session closes it. */
  release(): Promise<void>;
}

/** A node's one session for the leads of all its jobs. */
export interface LeaderSession {
  lock(key: number, name: string): LeaderLock;
}

/**
 * DESIGN "Scale-out": session-level PostgreSQL advisory locks, every job's on one dedicated
 * connection per node, so the leads cost the node one of its pooled connections, not one a job.
 * A lock lives as long as that session, so a node that dies without a goodbye frees them too; a
 * node that stops cleanly unlocks at once instead of waiting for its connection to drop. A failed
 * connection is dropped with every lead on it, and each job tries again on a new one. On PGlite
 * the database belongs to this process alone, so this process always leads (and no query may slip
 * into another call's transaction on PGlite's single connection).
 *
 * A node that hangs without dying (stopped, swapped out, stuck) keeps its socket open, and with it
 * the session and the locks: so the session is told to end itself once idle for `idleLimitMs`
 * (PostgreSQL's idle_session_timeout), and a live node's event loop keeps it busy with a beat at a
 * third of that, whatever its passes do; a hung node's beats stop, its session ends, and another
 * node takes over (docs/operations/deployment.md#scheduled-work). Work the hung node had under way
 * goes on when it wakes; every job's writes are conditional, so it does nothing twice.
 */
export function leaderSession(database: Database, log: FastifyBaseLogger, idleLimitMs: number): LeaderSession {
  const embedded = database.dialect === 'pglite';
  let conn: ScriptConnection | null = null;
  let opening: Promise<ScriptConnection> | null = null;
  let beat: NodeJS.Timeout | undefined;
  // Counts the sessions opened: a lead taken on an earlier one died with it.
  let generation = 0;
  // the locks asked for since their last release: the session closes when none is left
  let active = 0;

  const open = (): Promise<ScriptConnection> => {
    if (conn) return Promise.resolve(conn);
    opening ??= (async () => {
      const c = inTurn(await database.scriptConnection());
      try {
        await c.query("select set_config('idle_session_timeout', $1, false)", [`${Math.ceil(idleLimitMs)}ms`]);
      } catch (error) {
        c.release(true);
        throw error;
      }
      // a failed beat is seen by the next hold(), whose query fails too
      beat = setInterval(() => void c.query('select 1').catch(() => undefined), idleLimitMs / 3);
      beat.unref();
      generation += 1;
      conn = c;
      return c;
    })().finally(() => (opening = null));
    return opening;
  };

  // its session carries the idle limit: closed, not pooled for other work
  const drop = (of: number) => {
    if (of !== generation || !conn) return;
    clearInterval(beat);
    conn.release(true);
    conn = null;
  };

  return {
    lock(key, name) {
      // the session this lock leads on, 0 while it does not
      let heldOn = 0;
      let asked = false;
      const taken = () => log.info({ job: name, lock: key }, `${name}: this node leads`);
      return {
        async hold() {
          if (!asked) active += 1;
          asked = true;
          if (embedded) {
            if (heldOn === 0) taken();
            heldOn = 1;
            return true;
          }
          let on = generation;
          try {
            const c = await open();
            on = generation;
            // A round trip proves the session, and with it the lock, is still alive.
            if (heldOn === on) return (await c.query('select 1'), true);
            const [row] = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
            heldOn = row?.ok === true ? on : 0;
            if (heldOn) taken();
            return heldOn !== 0;
          } catch (error) {
            log.warn({ err: error, job: name }, `${name}: lock connection lost`);
            heldOn = 0;
            drop(on);
            return false;
          }
        },

        async release() {
          if (!asked) return;
          asked = false;
          active -= 1;
          const wasHeld = !embedded && conn !== null && heldOn === generation;
          heldOn = 0;
          if (wasHeld)
            await conn!
              .query('select pg_advisory_unlock($1)', [key])
              .catch((error: unknown) => log.warn({ err: error, job: name }, `${name}: unlock failed`));
          if (active === 0) drop(generation);
        },
      };
    },
  };
}

/**
 * The session's queries one after another: every job's hold() and the beat share it, and pg
 * deprecates a query sent while the client is still answering another (it will refuse it in pg 9).
 */
function inTurn(c: ScriptConnection): ScriptConnection {
  let last: Promise<unknown> = Promise.resolve();
  const turn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work, work);
    last = next.catch(() => undefined);
    return next;
  };
  return {
    exec: (text) => turn(() => c.exec(text)),
    query: <R>(text: string, params?: unknown[]) => turn(() => c.query<R>(text, params)),
    release: (discard) => c.release(discard),
  };
}
