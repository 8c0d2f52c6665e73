import { describe, expect, it } from 'vitest';
import { legOutcome } from './outcome';
import { settleSportsSlip, sportsPotentialPayout, type FolderBonusRules } from './payout';
import { shownFolderBonus } from './slipDetail';
import { conflictMessageKey, DEFAULT_CONFLICT_RULES, findConflict } from './conflicts';
import { limitRefusal } from './limits';
import { validMarket } from './markets';

const score = (home: number, away: number, htHome: number | null = null, htAway: number | null = null) => ({
  home,
  away,
  htHome,
  htAway,
});

describe('leg outcome: every market type × outcome', () => {
  it.each([
    ['1x2', 'home', null, score(2, 1), 'WIN'],
    ['1x2', 'draw', null, score(2, 1), 'LOSE'],
    ['1x2', 'draw', null, score(1, 1), 'WIN'],
    ['1x2', 'away', null, score(0, 3), 'WIN'],
    ['12', 'home', null, score(101, 99), 'WIN'],
    ['12', 'away', null, score(101, 99), 'LOSE'],
    ['12', 'home', null, score(3, 3), 'VOID'],
    ['handicap', 'home', -150, score(3, 1), 'WIN'],
    ['handicap', 'home', -150, score(2, 1), 'LOSE'],
    ['handicap', 'away', -150, score(2, 1), 'WIN'],
    ['handicap', 'home', -100, score(2, 1), 'TIE'],
    ['handicap', 'home', -25, score(1, 1), 'HALF_LOSE'],
    ['handicap', 'away', -25, score(1, 1), 'HALF_WIN'],
    ['handicap', 'home', -75, score(2, 1), 'HALF_WIN'],
    ['handicap', 'away', -75, score(2, 1), 'HALF_LOSE'],
    ['handicap', 'home', 25, score(0, 1), 'LOSE'],
    ['handicap', 'home', 25, score(1, 1), 'HALF_WIN'],
    ['handicap', 'home', 25, score(2, 1), 'WIN'],
    ['total', 'over', 250, score(2, 1), 'WIN'],
    ['total', 'under', 250, score(2, 1), 'LOSE'],
    ['total', 'over', 300, score(2, 1), 'TIE'],
    ['total', 'over', 225, score(1, 1), 'HALF_LOSE'],
    ['total', 'under', 225, score(1, 1), 'HALF_WIN'],
    ['total', 'over', 275, score(2, 1), 'HALF_WIN'],
    ['total', 'under', 275, score(2, 1), 'HALF_LOSE'],
    ['ht1x2', 'home', null, score(1, 2, 1, 0), 'WIN'],
    ['ht1x2', 'draw', null, score(1, 2, 1, 0), 'LOSE'],
    ['ht1x2', 'home', null, score(1, 2), 'VOID'],
    ['oddeven', 'odd', null, score(2, 1), 'WIN'],
    ['oddeven', 'even', null, score(0, 0), 'WIN'],
    ['btts', 'yes', null, score(1, 1), 'WIN'],
    ['btts', 'no', null, score(1, 0), 'WIN'],
    ['btts', 'yes', null, score(0, 2), 'LOSE'],
  ] as const)('%s %s line %s on %o is %s', (type, pick, line, s, expected) => {
    expect(legOutcome(type, pick, line, s)).toBe(expected);
  });

  it('voids every leg of a postponed or cancelled fixture', () => {
    expect(legOutcome('1x2', 'home', null, null)).toBe('VOID');
    expect(legOutcome('total', 'over', 225, null)).toBe('VOID');
  });
});

describe('slip payout with the folder bonus', () => {
  const rules: FolderBonusRules = { odds3: 103, odds6: 106, odds9: 110, minLegOdds: 130 };
  const win = (odds: number) => ({ outcome: 'WIN' as const, odds });

  it('pays stake × Π odds × the tier bonus, floored once', () => {
    // 10,000 × 2.00 × 1.50 × 1.80 = 54,000 × 1.03 = 55,620
    expect(settleSportsSlip(10_000, [win(200), win(150), win(180)], rules)).toEqual({
      status: 'WIN',
      payout: 55_620,
      bonusOdds: 103,
    });
    expect(sportsPotentialPayout(10_000, [200, 150, 180], rules)).toBe(55_620);
    expect(
      settleSportsSlip(
        1_000,
        Array.from({ length: 6 }, () => win(150)),
        rules,
      )!.bonusOdds,
    ).toBe(106);
    expect(
      settleSportsSlip(
        1_000,
        Array.from({ length: 9 }, () => win(150)),
        rules,
      )!.bonusOdds,
    ).toBe(110);
  });

  it('counts only legs that still count: a voided leg drops the tier, a leg under the minimum odds never counts', () => {
    expect(settleSportsSlip(10_000, [win(200), win(150), { outcome: 'VOID', odds: 180 }], rules)).toEqual({
      status: 'WIN',
      payout: 30_000,
      bonusOdds: 100,
    });
    expect(settleSportsSlip(10_000, [win(200), win(150), win(120)], rules)!.bonusOdds).toBe(100);
    expect(settleSportsSlip(10_000, [win(200), win(150), win(150), { outcome: 'TIE', odds: 190 }], rules)).toEqual({
      status: 'WIN',
      payout: 46_350,
      bonusOdds: 103,
    });
  });

  it('half results, pushes, all-void and a losing leg', () => {
    // 10,000 × (1 + 1.90)/2 = 14,500
    expect(settleSportsSlip(10_000, [{ outcome: 'HALF_WIN', odds: 190 }], rules)).toEqual({
      status: 'WIN',
      payout: 14_500,
      bonusOdds: 100,
    });
    expect(settleSportsSlip(10_000, [{ outcome: 'HALF_LOSE', odds: 190 }], rules)).toEqual({
      status: 'LOSE',
      payout: 5_000,
      bonusOdds: 100,
    });
    expect(
      settleSportsSlip(
        10_000,
        [
          { outcome: 'VOID', odds: 190 },
          { outcome: 'TIE', odds: 200 },
        ],
        rules,
      ),
    ).toEqual({ status: 'TIE', payout: 10_000, bonusOdds: 100 });
    expect(settleSportsSlip(10_000, [win(200), win(200), { outcome: 'LOSE', odds: 200 }], rules)).toEqual({
      status: 'LOSE',
      payout: 0,
      bonusOdds: 100,
    });
    expect(settleSportsSlip(10_000, [win(200), { outcome: 'PENDING', odds: 200 }], rules)).toBeNull();
  });

  it('gives no bonus to a slip whose payout falls under its stake, and never lifts one to a win', () => {
    // 10,000 × 0.5 × 1.50 × 1.30 = 9,750: a LOSE without the bonus (with it, 10,042 would have been a WIN)
    expect(settleSportsSlip(10_000, [{ outcome: 'HALF_LOSE', odds: 190 }, win(150), win(130)], rules)).toEqual({
      status: 'LOSE',
      payout: 9_750,
      bonusOdds: 100,
    });
    // 10,000 × 0.5 × 1.35 × 1.35 = 9,112.5: a LOSE, no bonus (9,385 with it)
    expect(settleSportsSlip(10_000, [{ outcome: 'HALF_LOSE', odds: 190 }, win(135), win(135)], rules)).toEqual({
      status: 'LOSE',
      payout: 9_112,
      bonusOdds: 100,
    });
    // A half-lost leg still counts towards the tier when the slip wins: 10,000 × 0.5 × 2 × 2 = 20,000 × 1.03
    expect(settleSportsSlip(10_000, [{ outcome: 'HALF_LOSE', odds: 190 }, win(200), win(200)], rules)).toEqual({
      status: 'WIN',
      payout: 20_600,
      bonusOdds: 103,
    });
  });

  it('shows the bonus as placed while a leg waits, then the one the slip was paid with', () => {
    const detail = { folderBonus: 103, legs: 3, payoutTerms: rules };
    expect(shownFolderBonus(detail, 10_000, [win(200), win(150), { outcome: 'PENDING', odds: 180 }])).toBe(103);
    expect(shownFolderBonus(detail, 10_000, [win(200), win(150), win(180)])).toBe(103);
    expect(shownFolderBonus(detail, 10_000, [win(200), win(150), { outcome: 'VOID', odds: 180 }])).toBe(100);
    expect(shownFolderBonus(detail, 10_000, [{ outcome: 'HALF_LOSE', odds: 190 }, win(150), win(130)])).toBe(100);
  });
});

describe('conflict matrix (§5)', () => {
  const leg = (
    marketId: number,
    type: '1x2' | 'handicap' | 'total' | 'btts',
    pick: 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes',
    fixtureId = 1,
  ) => ({ fixtureId, marketId, type, pick });
  const refused = new Set(DEFAULT_CONFLICT_RULES);

  it('refuses every spec pair on one fixture, each with its own rule and message key', () => {
    expect(findConflict([leg(1, '1x2', 'home'), leg(2, '1x2', 'draw')], refused)).toEqual({
      kind: 'rule',
      fixtureId: 1,
      rule: 'W+D',
    });
    expect(findConflict([leg(1, '1x2', 'home'), leg(2, '1x2', 'away')], refused)).toMatchObject({ rule: 'W+L' });
    expect(findConflict([leg(1, 'total', 'under'), leg(2, 'total', 'over')], refused)).toMatchObject({ rule: 'O+U' });
    expect(findConflict([leg(1, 'total', 'over'), leg(2, 'total', 'over')], refused)).toMatchObject({ rule: 'O+O' });
    expect(findConflict([leg(1, 'handicap', 'home'), leg(2, 'total', 'under')], refused)).toMatchObject({
      rule: 'HW+U',
    });
    expect(conflictMessageKey('W+D')).toBe('front.sports.conflict.W_D');
    expect(DEFAULT_CONFLICT_RULES).toHaveLength(28);
  });

  it('allows the same picks on different fixtures, specials, and pairs the site lets through', () => {
    expect(findConflict([leg(1, '1x2', 'home', 1), leg(2, '1x2', 'home', 2)], refused)).toBeNull();
    expect(findConflict([leg(1, '1x2', 'home'), leg(2, 'btts', 'yes')], refused)).toBeNull();
    expect(findConflict([leg(1, '1x2', 'home'), leg(2, 'total', 'over')], new Set(['W+D']))).toBeNull();
    expect(findConflict([leg(1, 'btts', 'yes'), leg(1, 'btts', 'yes')], refused)).toEqual({
      kind: 'duplicate',
      fixtureId: 1,
      marketId: 1,
    });
  });
});

describe('limits (§8): each its own code naming the limit', () => {
  const site = {
    betMin: 1_000,
    betMax: 100_000,
    winMax: 1_000_000,
    totalOddsMin: 150,
    totalOddsMax: 5_000,
    legOddsMin: 110,
    legOddsMax: 1_000,
  };
  const level = { bet_min: 2_000, bet_max: 50_000, win_max: 500_000 };
  const slip = (stake: number, legOdds: number[], potentialWin = stake * 2, totalOdds = 200) => ({
    stake,
    legOdds,
    totalOdds,
    potentialWin,
  });
  it.each([
    [slip(1_500, [200]), level, 'B6001', { min: 2_000 }],
    [slip(60_000, [200]), level, 'B6002', { max: 50_000 }],
    [slip(500, [200]), undefined, 'BET_LIMIT_MIN', { min: 1_000 }],
    [slip(200_000, [200]), undefined, 'BET_LIMIT_MAX', { max: 100_000 }],
    [slip(10_000, [200, 105]), undefined, 'RATE_LIMIT_EXCEPTION', { leg: 2, odds: 105, min: 110, max: 1_000 }],
    [slip(10_000, [140], 14_000, 140), undefined, 'RATE_LIMIT_MIN', { min: 150 }],
    [slip(10_000, [900, 900], 8_100_00, 8_100), undefined, 'RATE_LIMIT_MAX', { max: 5_000 }],
    [slip(40_000, [200], 600_000), level, 'B6003', { max: 500_000 }],
    [slip(90_000, [200], 1_800_000), undefined, 'WIN_LIMIT_MAX', { max: 1_000_000 }],
  ] as const)('%o → %s', (s, lvl, code, params) => {
    expect(limitRefusal(s, site, lvl)).toEqual({ code, params });
  });
  it('passes a slip inside every limit', () => {
    expect(limitRefusal(slip(10_000, [200]), site, level)).toBeNull();
  });
});

describe('markets a sport can have', () => {
  it('quarter lines only for soccer, 1X2 only where a draw exists', () => {
    expect(validMarket('soccer', 'handicap', -25)).toBe(true);
    expect(validMarket('basketball', 'handicap', -25)).toBe(false);
    expect(validMarket('basketball', '1x2', null)).toBe(false);
    expect(validMarket('basketball', 'total', 16_150)).toBe(true);
    expect(validMarket('soccer', 'total', null)).toBe(false);
  });
});
