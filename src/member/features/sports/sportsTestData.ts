import type { BetRow } from '../../../shared/api/bets';
import type {
  LocalizedNames,
  SportsFixture,
  SportsFixtureDetail,
  SportsFixturesResponse,
  SportsIncident,
  SportsLiveState,
  SportsResultRow,
} from '../../../shared/api/sports';

/** Fixtures, results and slips for the sports component tests (*.test.tsx only). */
export const names = (ko: string, en = ko): LocalizedNames => ({ ko, en, th: en, cn: en, jp: en, vn: en });

const later = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function fixture(
  id: number,
  home: string,
  away: string,
  odds: [number, number, number] = [185, 340, 410],
): SportsFixture {
  return {
    fixtureId: id,
    sport: 'soccer',
    leagueId: 7,
    home: { teamId: id * 10, names: names(home) },
    away: { teamId: id * 10 + 1, names: names(away) },
    startsAt: later(2 + id),
    state: 'open',
    markets: [
      {
        marketId: id * 100 + 1,
        type: '1x2',
        kind: 'winloose',
        line: null,
        state: 'open',
        odds: [
          { pick: 'home', odds: odds[0] },
          { pick: 'draw', odds: odds[1] },
          { pick: 'away', odds: odds[2] },
        ],
      },
      {
        marketId: id * 100 + 2,
        type: 'handicap',
        kind: 'handy',
        line: -150,
        state: 'open',
        odds: [
          { pick: 'home', odds: 195 },
          { pick: 'away', odds: 190 },
        ],
      },
      {
        marketId: id * 100 + 3,
        type: 'total',
        kind: 'underover',
        line: 250,
        state: 'open',
        odds: [
          { pick: 'over', odds: 188 },
          { pick: 'under', odds: 196 },
        ],
      },
      {
        marketId: id * 100 + 4,
        type: 'btts',
        kind: 'special',
        line: null,
        state: 'open',
        odds: [
          { pick: 'yes', odds: 170 },
          { pick: 'no', odds: 210 },
        ],
      },
    ],
  };
}

export const board = (
  fixtures: SportsFixture[] = [
    fixture(1, '서울 FC', '부산 유나이티드'),
    fixture(2, '인천 스타즈', '대구 레이서스'),
    fixture(3, '광주 타이거즈', '울산 웨일스'),
  ],
): SportsFixturesResponse => ({
  sports: [
    { sport: 'soccer', count: fixtures.length },
    { sport: 'basketball', count: 4 },
  ],
  leagues: [{ leagueId: 7, sport: 'soccer', country: 'KR', names: names('K리그 1', 'K League 1') }],
  fixtures,
});

/** A fixture in play: soccer's second half at 52:05, 1 : 0, as the feed spoke just now. */
export function liveFixture(
  id: number,
  home: string,
  away: string,
  live: Partial<SportsLiveState> = {},
): SportsFixture {
  return {
    ...fixture(id, home, away, [140, 450, 700]),
    startsAt: later(-1),
    state: 'live',
    live: {
      period: '2H',
      clockS: 3125,
      clockRunning: true,
      score: { home: 1, away: 0 },
      betStop: false,
      seenAt: new Date().toISOString(),
      ...live,
    },
  };
}

export const incident = (
  seq: number,
  kind: SportsIncident['kind'],
  more: Partial<SportsIncident> = {},
): SportsIncident => ({
  seq,
  kind,
  side: null,
  period: '1H',
  clockS: 0,
  score: { home: 0, away: 0 },
  ...more,
});

/** A match page's answer: fixture 1 in play with a kick-off, a yellow card and a goal. */
export const matchDetail = (f: SportsFixture = liveFixture(1, '서울 FC', '부산 유나이티드')): SportsFixtureDetail => ({
  fixture: f,
  league: board().leagues[0]!,
  incidents: [
    incident(1, 'period_start'),
    incident(2, 'yellow_card', { side: 'away', clockS: 1310 }),
    incident(3, 'goal', { side: 'home', period: '2H', clockS: 3050, score: { home: 1, away: 0 } }),
  ],
});

export function result(id: number): SportsResultRow {
  const f = fixture(id, '서울 FC', '부산 유나이티드');
  return {
    ...f,
    state: 'settled',
    league: board().leagues[0]!,
    score: { home: 2, away: 1, htHome: 1, htAway: 1 },
    resultVersion: 1,
    markets: [{ ...f.markets[0]!, state: 'settled', winners: ['home'] }],
  };
}

export function sportsSlip(betIdx: number, overrides: Partial<BetRow> = {}): BetRow {
  const legs = [1, 2, 3].map((n) => {
    const f = fixture(
      n,
      ['서울 FC', '인천 스타즈', '광주 타이거즈'][n - 1]!,
      ['부산 유나이티드', '대구 레이서스', '울산 웨일스'][n - 1]!,
    );
    return {
      legNo: n,
      eventRef: String(n),
      market: '1x2',
      pick: 'home',
      odds: 185,
      line: null,
      outcome: 'PENDING' as const,
      settledAt: null,
      sports: {
        fixtureId: n,
        sport: 'soccer' as const,
        league: names('K리그 1'),
        home: f.home.names,
        away: f.away.names,
        startsAt: f.startsAt,
        state: 'open' as const,
        marketType: '1x2' as const,
        score: null,
      },
    };
  });
  return {
    betIdx,
    gameCategory: 'sports',
    vendorCode: 'house',
    gameCode: 'sports',
    gameName: '스포츠',
    roundId: null,
    market: '1x2',
    pick: 'home',
    odds: 633,
    betAmt: 10_000,
    betWinAmt: 0,
    potentialPayout: 65_199,
    cash: 10_000,
    winCash: 0,
    resultCash: 0,
    status: 'BET',
    betCalResult: 'WAIT',
    type: 'wait',
    betStatus: 'WAIT',
    balanceBefore: 100_000,
    balanceAfter: 90_000,
    createdAt: new Date().toISOString(),
    settledAt: null,
    legs,
    folderBonus: 103,
    ...overrides,
  };
}
