import { randomBytes } from 'node:crypto';
import { drawRound, seedHash } from '../../../shared/minigame/draw';
import { MINIGAMES, type GameKind } from '../../../shared/minigame/games';
import type { RoundPush } from '../../../shared/api/minigame';
import type { AppDeps } from '../../deps';
import {
  dueRounds,
  enabledGames,
  ensureGames,
  ensureOdds,
  gamesWithUpcomingRound,
  insertRound,
  latestRounds,
  markDrawn,
  type RoundRow,
} from './repo';
import { nextSlot, roundKeyOf } from './roundClock';
import { settleRound, voidRound } from './settlement';
import { toRoundView } from './view';

/**
 * A round whose draw time passed while no node ran is still drawn (its seed was committed before
 * any bet, so a late draw is as fair as a timely one) when it is at most this late; older ones
 * are voided and every stake refunded, so members are not left waiting on a stale round.
 */
const LATE_DRAW_LIMIT_MS = 10 * 60_000;
/** Demo shortcut (MINIGAME_FAST): 20-second rounds, of which the last 6 s are closed. */
const FAST_INTERVAL_S = 20;

export interface TickReport {
  opened: string[];
  drawn: string[];
  voided: string[];
  settled: string[];
}

type EngineDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

const topicOf = (gameKey: string) => `/topic/powerball/${gameKey}`;

function intervalOverride(config: AppDeps['config']): number | undefined {
  return config.MINIGAME_INTERVAL_S ?? (config.MINIGAME_FAST ? FAST_INTERVAL_S : undefined);
}

/** Games, odds and timings as the configuration wants them (every start; the demo seed too). */
export async function prepareMinigames(deps: Pick<AppDeps, 'db' | 'config'>): Promise<void> {
  await ensureGames(deps.db, MINIGAMES, intervalOverride(deps.config));
  await ensureOdds(deps.db);
}

/**
 * One pass of the round engine: draw (or void) every round whose time has come, settle every
 * drawn round, open the next round of every enabled game. Each step is a conditional write, so a
 * pass run twice, or by two nodes at once, does each thing once; the scheduler's advisory lock
 * only keeps the second node from doing useless work. Tests call this directly with their clock.
 */
export async function tick(deps: EngineDeps): Promise<TickReport> {
  const report: TickReport = { opened: [], drawn: [], voided: [], settled: [] };
  const now = deps.clock.now();
  const games = await enabledGames(deps.db);
  const kinds = new Map(games.map((g) => [g.key, g.kind as GameKind]));
  const push = (event: RoundPush['event'], round: RoundRow, kind: GameKind) =>
    deps.bus.publish({
      type: 'topic',
      topic: topicOf(round.game_key),
      body: { event, round: toRoundView(round, kind) } satisfies RoundPush,
    });

  for (const round of await dueRounds(deps.db, now)) {
    const kind = kinds.get(round.game_key) ?? (MINIGAMES.find((g) => g.key === round.game_key)?.kind as GameKind);
    if (round.status === 'OPEN' && now.getTime() - round.draws_at.getTime() > LATE_DRAW_LIMIT_MS) {
      if (await voidRound(deps, round)) {
        report.voided.push(round.round_key);
        push('void', { ...round, status: 'VOID' }, kind);
      }
      continue;
    }
    if (round.status === 'OPEN') {
      const result = drawRound(kind, round.seed, round.round_key);
      if (!(await markDrawn(deps.db, round.id, result, now))) continue;
      report.drawn.push(round.round_key);
      push('draw', { ...round, status: 'DRAWN', result, drawn_at: now }, kind);
    }
    if (await settleRound(deps, round.id)) report.settled.push(round.round_key);
  }

  const upcoming = await gamesWithUpcomingRound(deps.db, now);
  const opening = games.filter((g) => !upcoming.has(g.key));
  const previous = await latestRounds(
    deps.db,
    opening.map((g) => g.key),
  );
  for (const game of opening) {
    const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
    const slot = nextSlot(now, game.interval_s, game.close_s, tz, previous.get(game.key));
    const seed = randomBytes(32).toString('hex');
    const row = {
      game_key: game.key,
      round_no: slot.roundNo,
      round_key: roundKeyOf(game.key, slot),
      opens_at: slot.opensAt,
      closes_at: slot.closesAt,
      draws_at: slot.drawsAt,
      seed,
      seed_hash: seedHash(seed),
      result: null,
      drawn_at: null,
      settled_at: null,
    };
    const id = await insertRound(deps.db, row);
    if (id === null) continue;
    report.opened.push(row.round_key);
    push('open', { ...row, id, status: 'OPEN' }, game.kind as GameKind);
  }
  return report;
}
