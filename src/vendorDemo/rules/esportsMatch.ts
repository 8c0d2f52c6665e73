import { frac, type Fraction } from './fraction';
import type { Rng } from './rng';

/**
 * Simulated best-of-three e-sports match between two evenly rated teams: each map is a coin
 * flip, so the home side wins the match with chance 1/2 and each exact score (2-0, 2-1, 1-2,
 * 0-2) comes with chance 1/4. Odds 1.90 on the winner and 3.80 on a score return exactly 95%.
 * Map round scores (first to 13, 12-12 goes to overtime in steps of 3) are drawn for the show.
 */
const ESPORTS_RETURN_PERCENT = 95;

export const EsportsBet = {
  Home: 'MATCH_HOME',
  Away: 'MATCH_AWAY',
  Score20: 'SCORE_2_0',
  Score21: 'SCORE_2_1',
  Score12: 'SCORE_1_2',
  Score02: 'SCORE_0_2',
} as const;
export type EsportsBet = (typeof EsportsBet)[keyof typeof EsportsBet];
export const ESPORTS_BETS: readonly EsportsBet[] = Object.values(EsportsBet);

export const ESPORTS_ODDS_X100: Readonly<Record<EsportsBet, number>> = {
  MATCH_HOME: 190,
  MATCH_AWAY: 190,
  SCORE_2_0: 380,
  SCORE_2_1: 380,
  SCORE_1_2: 380,
  SCORE_0_2: 380,
};

export const ESPORTS_TEAMS = [
  'Phoenix',
  'Tigers',
  'Dragons',
  'Sharks',
  'Wolves',
  'Titans',
  'Falcons',
  'Vipers',
] as const;

interface MapResult {
  home: number;
  away: number;
}

export interface MatchOutcome {
  home: number;
  away: number;
  maps: MapResult[];
}

/** A match between two teams (indexes into ESPORTS_TEAMS), drawn before any bet. */
export function pickTeams(rng: Rng): { home: number; away: number } {
  const home = rng.int(ESPORTS_TEAMS.length);
  const away = (home + 1 + rng.int(ESPORTS_TEAMS.length - 1)) % ESPORTS_TEAMS.length;
  return { home, away };
}

function playMap(rng: Rng): MapResult {
  const homeWins = rng.int(2) === 0;
  let loser = rng.int(13);
  let winner = 13;
  if (loser === 12) {
    // Overtime from 12-12: first to 16, and at 15-15 another overtime to 19, and so on.
    const overtimes = rng.int(3);
    winner = 16 + overtimes * 3;
    loser = 12 + overtimes * 3 + rng.int(3);
  }
  return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
}

export function playMatch(teams: { home: number; away: number }, rng: Rng): MatchOutcome {
  const maps: MapResult[] = [];
  let h = 0;
  let a = 0;
  while (h < 2 && a < 2) {
    const map = playMap(rng);
    maps.push(map);
    if (map.home > map.away) h++;
    else a++;
  }
  return { ...teams, maps };
}

export const matchScore = (outcome: MatchOutcome): [number, number] => {
  const h = outcome.maps.filter((m) => m.home > m.away).length;
  return [h, outcome.maps.length - h];
};

function esportsWins(bet: EsportsBet, outcome: MatchOutcome): boolean {
  const [h, a] = matchScore(outcome);
  switch (bet) {
    case 'MATCH_HOME':
      return h === 2;
    case 'MATCH_AWAY':
      return a === 2;
    case 'SCORE_2_0':
      return h === 2 && a === 0;
    case 'SCORE_2_1':
      return h === 2 && a === 1;
    case 'SCORE_1_2':
      return h === 1 && a === 2;
    case 'SCORE_0_2':
      return h === 0 && a === 2;
  }
}

export const esportsPayout = (bet: EsportsBet, stake: number, outcome: MatchOutcome): number =>
  esportsWins(bet, outcome) ? (stake * ESPORTS_ODDS_X100[bet]) / 100 : 0;

export const esportsReturn = (): Fraction => frac(ESPORTS_RETURN_PERCENT, 100);
