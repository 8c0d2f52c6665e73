import { ResultCode } from '../../../shared/resultCodes';
import type { GameState, ResultList } from '../../../shared/api/minigame';
import type { GameKind } from '../../../shared/minigame/games';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { roundBets } from '../bets/service';
import { currentRound, findGameRow, pastRounds, siteOdds } from './repo';
import { toRoundView } from './view';

const RECENT_ROUNDS = 20;

async function requireGame(deps: Pick<AppDeps, 'db'>, key: string) {
  const game = await findGameRow(deps.db, key);
  if (!game || !game.enabled) throw new AppError(ResultCode.InvalidGameType);
  return game;
}

/** /api/minigame/getGame/{type}: the current round, odds, rules, recent results and my bets in it. */
export async function gameState(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  siteId: string,
  key: string,
  memberId: number | null,
): Promise<GameState> {
  const game = await requireGame(deps, key);
  const kind = game.kind as GameKind;
  const now = deps.clock.now();
  const [round, odds, recent] = await Promise.all([
    currentRound(deps.db, key, now),
    siteOdds(deps.db, siteId, key),
    pastRounds(deps.db, key, RECENT_ROUNDS),
  ]);
  const myBets = round && memberId !== null ? await roundBets(deps, memberId, key, round.round_key) : [];
  return {
    gameKey: key,
    kind,
    intervalS: game.interval_s,
    closeS: game.close_s,
    serverTime: now.toISOString(),
    round: round ? toRoundView(round, kind) : null,
    bettingOpen: !!round && round.status === 'OPEN' && now >= round.opens_at && now < round.closes_at,
    rules: { oneBetPerMarket: game.one_bet_per_market, noHedge: game.no_hedge },
    odds: odds.filter((o) => o.enabled).map((o) => ({ market: o.market, pick: o.pick, odds: o.odds })),
    recent: recent.rows.map((r) => toRoundView(r, kind)),
    myBets,
  };
}

/** §7 mini launch: the house minigames play in the member front's own viewer (G006 for an unknown or closed game). */
export async function launchGame(deps: Pick<AppDeps, 'db'>, key: string): Promise<{ gameurl: string }> {
  await requireGame(deps, key);
  return { gameurl: `/winner/mini/play/${key}` };
}

/** /api/minigame/powerballResult: finished rounds, newest first, with seeds for verification. */
export async function roundResults(
  deps: Pick<AppDeps, 'db'>,
  key: string,
  page: number,
  perPage: number,
): Promise<ResultList> {
  const game = await requireGame(deps, key);
  const { rows, total } = await pastRounds(deps.db, key, perPage, (page - 1) * perPage);
  return {
    list: rows.map((r) => toRoundView(r, game.kind as GameKind)),
    pageInfo: { page, count_per_list: perPage, tatal_list_count: total },
  };
}
