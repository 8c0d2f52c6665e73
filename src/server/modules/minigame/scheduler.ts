import type { FastifyBaseLogger } from 'fastify';
import type { ScriptConnection } from '../../db/database';
import type { AppDeps } from '../../deps';
import { tick } from './engine';

/** Any constant shared by every node (DESIGN: scheduled work runs on one node at a time). */
export const MINIGAME_LOCK = 7_204_300;
const TICK_MS = 1_000;

/**
 * Runs the round engine on the one node that holds a session-level advisory lock on a dedicated
 * connection. Every node with SCHEDULER on tries each second; when the holder dies its session
 * ends, the lock is free and another node takes over within a second. A failed connection is
 * dropped and the lock tried again on a new one. On PGlite the database belongs to this process
 * alone, so this process is the only possible holder.
 */
export function startScheduler(deps: AppDeps, log: FastifyBaseLogger): () => Promise<void> {
  let conn: ScriptConnection | null = null;
  let held = deps.database.dialect === 'pglite';
  let stopped = false;
  let running: Promise<void>;

  async function holdLock(): Promise<boolean> {
    if (deps.database.dialect === 'pglite') return true;
    try {
      conn ??= await deps.database.scriptConnection();
      if (held) {
        // The lock lives as long as this session: a round trip proves the session is alive.
        await conn.query('select 1');
        return true;
      }
      const [row] = await conn.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [MINIGAME_LOCK]);
      held = row?.ok === true;
      if (held) log.info('minigame scheduler: this node runs the rounds');
      return held;
    } catch (error) {
      log.warn({ err: error }, 'minigame scheduler: lock connection lost');
      held = false;
      conn?.release();
      conn = null;
      return false;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  // The next pass is planned after this one ends, so a slow pass never piles passes up.
  async function loop(): Promise<void> {
    try {
      if (await holdLock()) {
        const report = await tick(deps);
        // One line per pass that did something: operators (and the two-node test) see who drew what.
        if (report.drawn.length || report.voided.length) log.info({ drawn: report.drawn, voided: report.voided }, 'minigame rounds drawn');
      }
    } catch (error) {
      log.error({ err: error }, 'minigame tick failed');
    }
    if (!stopped) timer = setTimeout(() => void (running = loop()), TICK_MS);
  }
  running = loop();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    if (conn) {
      if (held) await conn.query('select pg_advisory_unlock($1)', [MINIGAME_LOCK]).catch(() => undefined);
      conn.release();
    }
  };
}
