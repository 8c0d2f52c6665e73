import type { BaccaratBet } from '../shared/demoGames/baccarat';
import type { DemoGameId, DemoOutcome } from '../shared/demoGames/games';
import type { DemoBet, DemoLeg } from '../shared/demoGames/stakes';

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
export type GameApi = ReturnType<typeof gameApi>;
