import type { BaccaratResult, Shoe } from '../rules/baccarat';
import { newShoe } from '../rules/baccarat';
import { pickTeams } from '../rules/esportsMatch';
import { kindOf, type DemoGameId, type DemoOutcome, type RoundTable } from '../rules/games';
import type { Rng } from '../rules/rng';

/**
 * What a player's table keeps between rounds: the baccarat shoe in play (with its bead road),
 * and the next e-sports fixture (drawn before bets are taken).
 */
export interface TableState {
  shoe?: Shoe;
  shoeNo?: number;
  road?: BaccaratResult[];
  teams?: { home: number; away: number };
}

/** What the page may see of a table: never the cards still in the shoe. */
export interface TableView {
  shoeNo?: number;
  cardsLeft?: number;
  cardsToCut?: number;
  burned?: number;
  dealt?: number;
  road?: BaccaratResult[];
  teams?: { home: number; away: number };
}

export const tableKey = (wallet: string, playerId: string, gameId: string): string => `${wallet}:${playerId}:${gameId}`;

/** Fills what the game needs before a round: a shoe when none is in play, a fixture. */
export function readyTable(id: DemoGameId, state: TableState | null, rng: Rng): TableState {
  const table: TableState = { ...(state ?? {}) };
  const game = kindOf(id);
  if (game === 'demo-baccarat' && (!table.shoe || table.shoe.position >= table.shoe.cutAt)) {
    table.shoe = newShoe(rng);
    table.shoeNo = (table.shoeNo ?? 0) + 1;
    table.road = [];
  }
  if (game === 'demo-esports-match' && !table.teams) table.teams = pickTeams(rng);
  return table;
}

export const roundTable = (table: TableState): RoundTable => ({
  ...(table.shoe ? { shoe: table.shoe } : {}),
  ...(table.teams ? { teams: table.teams } : {}),
});

/** After a round: the road grows, the next fixture is drawn. */
export function afterRound(table: TableState, outcome: DemoOutcome, rng: Rng): TableState {
  if (outcome.game === 'demo-baccarat') return { ...table, road: [...(table.road ?? []), outcome.hand.result] };
  if (outcome.game === 'demo-esports-match') return { ...table, teams: pickTeams(rng) };
  return table;
}

export function viewTable(table: TableState | null): TableView {
  if (!table) return {};
  const view: TableView = {};
  if (table.shoe) {
    view.shoeNo = table.shoeNo ?? 1;
    view.cardsLeft = table.shoe.cards.length - table.shoe.position;
    view.cardsToCut = Math.max(0, table.shoe.cutAt - table.shoe.position);
    view.burned = table.shoe.burned.length;
    view.dealt = table.shoe.position - table.shoe.burned.length;
    view.road = table.road ?? [];
  }
  if (table.teams) view.teams = table.teams;
  return view;
}
