import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DrawResult } from '../../../shared/minigame/draw';
import type { GameDefinition } from '../../../shared/minigame/games';
import { MARKETS } from '../../../shared/minigame/markets';
import type { GameKind } from '../../../shared/minigame/games';
import type { MinigameGamesTable, MinigameOddsTable, MinigameRoundsTable } from './tables';
import type { PreviousRound } from './roundClock';

type Db = Kysely<DB> | Transaction<DB>;
export type GameRow = Selectable<MinigameGamesTable>;
export type RoundRow = Selectable<MinigameRoundsTable>;
export type OddsRow = Selectable<MinigameOddsTable>;

/** Adds the games of the catalogue that the table lacks; an interval override applies to all. */
export async function ensureGames(
  db: Db,
  games: readonly GameDefinition[],
  intervalS: number | undefined,
): Promise<void> {
  await db
    .insertInto('minigame_games')
    .values(games.map((g, ord) => ({ key: g.key, kind: g.kind, interval_s: g.intervalS, close_s: g.closeS, ord })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  if (intervalS) {
    // A third of the round stays closed before the draw, as on the long rounds.
    await db
      .updateTable('minigame_games')
      .set({ interval_s: intervalS, close_s: Math.max(1, Math.floor(intervalS / 3)) })
      .execute();
  }
}

/** Every site gets the default odds of every game's markets it does not have yet. */
export async function ensureOdds(db: Db): Promise<void> {
  const [sites, games] = await Promise.all([
    db.selectFrom('sites').select('id').execute(),
    db.selectFrom('minigame_games').select(['key', 'kind']).execute(),
  ]);
  const rows: Insertable<MinigameOddsTable>[] = [];
  for (const site of sites) {
    for (const game of games) {
      for (const m of MARKETS[game.kind as GameKind] ?? []) {
        for (const [pick, odds] of Object.entries(m.picks))
          rows.push({ site_id: site.id, game_key: game.key, market: m.market, pick, odds });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('minigame_odds')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['site_id', 'game_key', 'market', 'pick']).doNothing())
      .execute();
  }
}

export const enabledGames = (db: Db) =>
  db.selectFrom('minigame_games').selectAll().where('enabled', '=', true).orderBy('ord').execute();

export const allGames = (db: Db) => db.selectFrom('minigame_games').selectAll().execute();

export const findGameRow = (db: Db, key: string) =>
  db.selectFrom('minigame_games').selectAll().where('key', '=', key).executeTakeFirst();

/** Rounds whose draw time has come and that are not finished: drawn but unsettled, or undrawn. */
export const dueRounds = (db: Db, now: Date) =>
  db
    .selectFrom('minigame_rounds')
    .selectAll()
    .where('status', 'in', ['OPEN', 'DRAWN'])
    .where('draws_at', '<=', now)
    .orderBy('draws_at')
    .execute();

/** The game keys that already have a round drawing after `now`. */
export async function gamesWithUpcomingRound(db: Db, now: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('minigame_rounds')
    .select('game_key')
    .distinct()
    .where('draws_at', '>', now)
    .execute();
  return new Set(rows.map((r) => r.game_key));
}

/** Each named game's latest round (the one a new round's number continues from: roundClock.ts). */
export async function latestRounds(db: Db, gameKeys: string[]): Promise<Map<string, PreviousRound>> {
  if (!gameKeys.length) return new Map();
  const rows = await db
    .selectFrom('minigame_rounds')
    .distinctOn('game_key')
    .select(['game_key', 'draws_at', 'round_no'])
    .where('game_key', 'in', gameKeys)
    .orderBy('game_key')
    .orderBy('draws_at', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.game_key, { drawsAt: r.draws_at, roundNo: r.round_no }]));
}

/** Inserts a round unless one for that draw time exists (another node or an earlier tick made it). */
export async function insertRound(db: Db, row: Insertable<MinigameRoundsTable>): Promise<number | null> {
  const inserted = await db
    .insertInto('minigame_rounds')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** OPEN → DRAWN exactly once: the condition on the status makes a second drawer a no-op. */
export async function markDrawn(db: Db, id: number, result: DrawResult, now: Date): Promise<boolean> {
  const rows = await db
    .updateTable('minigame_rounds')
    .set({ status: 'DRAWN', result: JSON.stringify(result), drawn_at: now })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** Locks a round for its settlement; null when it is not in `status` (already settled or voided). */
export const lockRound = (trx: Transaction<DB>, id: number, status: 'OPEN' | 'DRAWN') =>
  trx
    .selectFrom('minigame_rounds')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', status)
    .forUpdate()
    .executeTakeFirst();

export const finishRound = (trx: Transaction<DB>, id: number, status: 'SETTLED' | 'VOID', now: Date) =>
  trx.updateTable('minigame_rounds').set({ status, settled_at: now }).where('id', '=', id).execute();

/** The round taking bets or about to draw: the first one whose draw is still ahead. */
export const currentRound = (db: Db, gameKey: string, now: Date) =>
  db
    .selectFrom('minigame_rounds')
    .selectAll()
    .where('game_key', '=', gameKey)
    .where('draws_at', '>', now)
    .orderBy('draws_at')
    .limit(1)
    .executeTakeFirst();

/** Finished rounds of a game, newest first (result boards, the verify page). */
export async function pastRounds(
  db: Db,
  gameKey: string,
  limit: number,
  offset = 0,
): Promise<{ rows: RoundRow[]; total: number }> {
  const base = db
    .selectFrom('minigame_rounds')
    .where('game_key', '=', gameKey)
    .where('status', 'in', ['DRAWN', 'SETTLED', 'VOID']);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('draws_at', 'desc').limit(limit).offset(offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export const siteOdds = (db: Db, siteId: string, gameKey: string) =>
  db
    .selectFrom('minigame_odds')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('game_key', '=', gameKey)
    .orderBy('id')
    .execute();

export interface OddsListQuery {
  siteId: string;
  gameKey?: string;
  market?: string;
  sort: 'id' | 'game_key' | 'market' | 'odds';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listOdds(db: Db, q: OddsListQuery): Promise<{ rows: OddsRow[]; total: number }> {
  let base = db.selectFrom('minigame_odds').where('site_id', '=', q.siteId);
  if (q.gameKey) base = base.where('game_key', '=', q.gameKey);
  if (q.market) base = base.where('market', '=', q.market);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy(q.sort, q.direction).orderBy('id').limit(q.limit).offset(q.offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** One odds row of the site, locked until the caller's transaction ends (its audit's before). */
export const lockOdds = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('minigame_odds')
    .selectAll()
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .forUpdate()
    .executeTakeFirst();

export const updateOdds = (db: Db, siteId: string, id: number, data: { odds?: number; enabled?: boolean }, now: Date) =>
  db
    .updateTable('minigame_odds')
    .set({ ...data, updated_at: now })
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .returningAll()
    .executeTakeFirst();
