import { baccaratPayout, baccaratReturns, BACCARAT_BETS, dealHand, type BaccaratBet, type BaccaratHand, type Shoe } from './baccarat';
import { esportsPayout, esportsReturn, ESPORTS_BETS, playMatch, type EsportsBet, type MatchOutcome } from './esportsMatch';
import { fishingReturn, fishOfCode, FISHING_STAKES, shoot, shotPayout, type ShotOutcome } from './fishing';
import { toNumber } from './fraction';
import type { Rng } from './rng';
import { isSlotBet, playSlot, slotReturn, type SlotOutcome } from './slot';
import { isTableStake, type DemoBet, type DemoLeg } from './stakes';
import { racePayout, raceReturn, runnerOfCode, runRace, type RaceOutcome } from './virtualRace';

/** The demo provider's games (VENDORS-CONTRACT point 3). */
export const DemoGameId = {
  Slot: 'demo-slot-5x3',
  Baccarat: 'demo-baccarat',
  VirtualRace: 'demo-virtual-race',
  Esports: 'demo-esports-match',
  Fishing: 'demo-fishing',
} as const;
export type DemoGameId = (typeof DemoGameId)[keyof typeof DemoGameId];
export const DEMO_GAME_IDS: readonly DemoGameId[] = Object.values(DemoGameId);
export const isDemoGameId = (id: string): id is DemoGameId => (DEMO_GAME_IDS as readonly string[]).includes(id);

export type DemoGameGroup = 'slot' | 'casino' | 'virtual' | 'esports' | 'fishing';

export interface DemoGameInfo {
  gameId: DemoGameId;
  group: DemoGameGroup;
  type: string;
  nameKo: string;
  nameEn: string;
}

export const DEMO_GAMES: readonly DemoGameInfo[] = [
  { gameId: 'demo-slot-5x3', group: 'slot', type: 'slot', nameKo: '럭키 세븐 5x3', nameEn: 'Lucky Sevens 5x3' },
  { gameId: 'demo-baccarat', group: 'casino', type: 'baccarat', nameKo: '데모 바카라', nameEn: 'Demo Baccarat' },
  { gameId: 'demo-virtual-race', group: 'virtual', type: 'race', nameKo: '가상 그레이하운드', nameEn: 'Virtual Greyhounds' },
  { gameId: 'demo-esports-match', group: 'esports', type: 'match', nameKo: 'e스포츠 시뮬레이션 매치', nameEn: 'E-sports Sim Match' },
  { gameId: 'demo-fishing', group: 'fishing', type: 'fishing', nameKo: '오션 피싱', nameEn: 'Ocean Fishing' },
];

/**
 * The stated return of each game, exact: the slot's from its strips, baccarat's per bet (the
 * list states the banker bet, the table shows every bet), the others by construction.
 */
export function demoReturns(): { byGame: Record<DemoGameId, number>; baccarat: Record<BaccaratBet, number> } {
  const bac = baccaratReturns();
  const baccarat = Object.fromEntries(BACCARAT_BETS.map((b) => [b, toNumber(bac[b])])) as Record<BaccaratBet, number>;
  return {
    byGame: {
      'demo-slot-5x3': toNumber(slotReturn().rtp),
      'demo-baccarat': baccarat.BANKER,
      'demo-virtual-race': toNumber(raceReturn()),
      'demo-esports-match': toNumber(esportsReturn()),
      'demo-fishing': toNumber(fishingReturn()),
    },
    baccarat,
  };
}

export type DemoOutcome =
  | { game: 'demo-slot-5x3'; slot: SlotOutcome }
  | { game: 'demo-baccarat'; hand: BaccaratHand }
  | { game: 'demo-virtual-race'; race: RaceOutcome }
  | { game: 'demo-esports-match'; match: MatchOutcome }
  | { game: 'demo-fishing'; shot: ShotOutcome };

/** Are these bets a valid round of the game? (codes known, once each, stakes allowed) */
export function validBets(game: DemoGameId, bets: readonly DemoBet[]): boolean {
  if (bets.length === 0 || new Set(bets.map((b) => b.code)).size !== bets.length) return false;
  switch (game) {
    case 'demo-slot-5x3':
      return bets.length === 1 && bets[0]!.code === 'SPIN' && isSlotBet(bets[0]!.amount);
    case 'demo-baccarat':
      return bets.every((b) => (BACCARAT_BETS as readonly string[]).includes(b.code) && isTableStake(b.amount));
    case 'demo-virtual-race':
      return bets.every((b) => runnerOfCode(b.code) !== null && isTableStake(b.amount));
    case 'demo-esports-match':
      return bets.every((b) => (ESPORTS_BETS as readonly string[]).includes(b.code) && isTableStake(b.amount));
    case 'demo-fishing':
      return bets.length === 1 && fishOfCode(bets[0]!.code) !== undefined && (FISHING_STAKES as readonly number[]).includes(bets[0]!.amount);
  }
}

/** What the round needs besides chance: baccarat deals from the table's shoe, the match is set before bets. */
export interface RoundTable {
  shoe?: Shoe;
  teams?: { home: number; away: number };
}

/** Plays a round of valid bets: the outcome and every leg's payout (stake included). */
export function playRound(game: DemoGameId, bets: readonly DemoBet[], rng: Rng, table: RoundTable = {}): { outcome: DemoOutcome; legs: DemoLeg[] } {
  const legs = (payout: (bet: DemoBet) => number): DemoLeg[] => bets.map((b) => ({ code: b.code, stake: b.amount, payout: payout(b) }));
  switch (game) {
    case 'demo-slot-5x3': {
      const slot = playSlot(bets[0]!.amount, rng);
      return { outcome: { game, slot }, legs: legs(() => slot.totalWin) };
    }
    case 'demo-baccarat': {
      if (!table.shoe) throw new Error('baccarat deals from a shoe');
      const hand = dealHand(table.shoe);
      return { outcome: { game, hand }, legs: legs((b) => baccaratPayout(b.code as BaccaratBet, b.amount, hand)) };
    }
    case 'demo-virtual-race': {
      const race = runRace(rng);
      return { outcome: { game, race }, legs: legs((b) => racePayout(runnerOfCode(b.code)!, b.amount, race)) };
    }
    case 'demo-esports-match': {
      const match = playMatch(table.teams ?? { home: 0, away: 1 }, rng);
      return { outcome: { game, match }, legs: legs((b) => esportsPayout(b.code as EsportsBet, b.amount, match)) };
    }
    case 'demo-fishing': {
      const fish = fishOfCode(bets[0]!.code)!;
      const shot = shoot(fish, rng);
      return { outcome: { game, shot }, legs: legs((b) => shotPayout(fish, b.amount, shot)) };
    }
  }
}
