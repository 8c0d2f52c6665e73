import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import { createStakeBatcher } from './db/tickBatcher';
import { placeMinigameBatch } from './modules/minigame/bets/fastBets';
import type { SlipCall } from './modules/minigame/bets/slip';
import { placeSportsBatch, type FastCall, type MarketMeta } from './modules/sports/fastSlip';
import { runFastCalls, SessionFactsCache, type FastCall as PamCall } from './modules/vendors/pam/fastPath';

/**
 * The fast stake paths of one app (docs/architecture/fast-paths.md): each product's batcher, every
 * one made by the one stake batcher factory (db/tickBatcher.ts createStakeBatcher), and what the
 * products' judges hold in memory for them. Built once in app.ts and reached through
 * `deps.fastPaths`; an app built with `fastPaths: false` has none, and judges every stake on its
 * full path (the tests that hold the two paths together run one app of each kind).
 */
export function createFastPaths(db: Kysely<DB>) {
  return {
    minigameBets: createStakeBatcher(
      (batch: SlipCall[]) => placeMinigameBatch(db, batch),
      (c) => c.memberId,
    ),
    sportsSlips: createStakeBatcher(
      (batch: FastCall[]) => placeSportsBatch(db, batch),
      (c) => c.slip.member_id,
    ),
    /** Markets' fixed facts by id (sports/fastSlip.ts marketMetas). */
    sportsMarkets: new Map<number, MarketMeta>(),
    /**
     * The fixtures the sports full path last found in play (sports/slips.ts): a hint, not a fact.
     * The fast attempt judges a leg on one of them in play, and the fast statement checks it.
     */
    sportsLiveFixtures: new Set<number>(),
    pamCalls: createStakeBatcher(
      (batch: PamCall[]) => runFastCalls(db, batch),
      (c) => c.member,
    ),
    /** PAM player sessions' fixed facts by token hash, remembered by the full path's look-up (vendors/pam/fastPath.ts). */
    pamSessions: new SessionFactsCache(),
  };
}
export type FastPaths = ReturnType<typeof createFastPaths>;
