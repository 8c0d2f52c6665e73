import type { BaccaratBet } from '../rules/baccarat';
import type { DemoGameId, DemoOutcome } from '../rules/games';
import type { DemoBet, DemoLeg } from '../rules/stakes';

/** The table as the provider shows it (never the cards still in the shoe). */
export interface TableView {
  shoeNo?: number;
  cardsLeft?: number;
  cardsToCut?: number;
  burned?: number;
  dealt?: number;
  road?: ('P' | 'B' | 'T')[];
  teams?: { home: number; away: number };
}

export interface GameSession {
  wallet: 'seamless' | 'transfer';
  gameId: DemoGameId;
  currency: string;
  balance: number;
  rtp: number;
  baccarat: Record<BaccaratBet, number>;
  table: TableView;
}

export interface RoundAnswer {
  roundId: string;
  outcome: DemoOutcome;
  legs: DemoLeg[];
  stake: number;
  payout: number;
  balance: number | null;
  table: TableView;
}

/** A refusal of the provider: its code picks the words shown. */
export class GameCallError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/**
 * The page's first call: the one-time code of its address for the player token (the token itself
 * is never in an address). '' when the code opens nothing (used, stale, another game's).
 */
export async function openGame(code: string, gameId: DemoGameId): Promise<string> {
  try {
    const response = await fetch('/vendor/demo/game/open', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId, code }),
    });
    return response.ok ? ((await response.json()) as { token: string }).token : '';
  } catch {
    return '';
  }
}

/** The page's calls to its provider, with the player token the launch gave it. */
export function gameApi(token: string, gameId: DemoGameId) {
  const call = async <T>(path: string, body: object): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`/vendor/demo/game/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-player-token': token },
        body: JSON.stringify({ gameId, ...body }),
      });
    } catch {
      throw new GameCallError('NETWORK');
    }
    const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok) throw new GameCallError(answer.error ?? 'NETWORK');
    return answer;
  };
  return {
    session: () => call<GameSession>('session', {}),
    round: (bets: DemoBet[]) => call<RoundAnswer>('round', { bets }),
  };
}
