import { describe, expect, it } from 'vitest';
import { PublicSiteOptionsSchema } from '../../../shared/api/site';
import { ResultCode } from '../../../shared/resultCodes';
import { acknowledgeChanges, applyRefusal, hasChangedOdds, slipFigures, toggleLeg, type SlipLeg } from './slipModel';
import { names } from './sportsTestData';

const options = PublicSiteOptionsSchema.parse({});
const leg = (
  fixtureId: number,
  marketId: number,
  pick: SlipLeg['pick'],
  odds: number,
  type: SlipLeg['type'] = '1x2',
): SlipLeg => ({
  fixtureId,
  marketId,
  type,
  line: type === 'total' ? 250 : null,
  pick,
  odds,
  pickedOdds: odds,
  locked: false,
  sport: 'soccer',
  league: names('K'),
  home: names('A'),
  away: names('B'),
  startsAt: '2026-11-27T10:00:00Z',
});

describe('sports slip model', () => {
  it('adds a pick, replaces another pick of the same market, and removes the same pick again', () => {
    let legs = toggleLeg([], leg(1, 11, 'home', 185));
    legs = toggleLeg(legs, leg(1, 11, 'away', 410));
    expect(legs.map((l) => l.pick)).toEqual(['away']);
    legs = toggleLeg(legs, leg(1, 11, 'away', 410));
    expect(legs).toEqual([]);
  });

  it('reaches the 3-fold bonus with three counting legs and says what the next tier needs', () => {
    const legs = [leg(1, 11, 'home', 200), leg(2, 21, 'home', 150), leg(3, 31, 'home', 120)];
    // The 1.20 leg is below the 1.30 a leg needs to count: two counting legs, no bonus yet.
    expect(slipFigures(legs, 10_000, options)).toMatchObject({
      totalOdds: 360,
      counting: 2,
      bonusOdds: 100,
      nextTier: { legs: 3, more: 1, odds: 103 },
      potentialWin: 36_000,
    });
    const four = [...legs, leg(4, 41, 'away', 130)];
    // 2.00 × 1.50 × 1.20 × 1.30 = 4.68, × 1.03 bonus: 10,000 → 48,204.
    expect(slipFigures(four, 10_000, options)).toMatchObject({
      totalOdds: 468,
      counting: 3,
      bonusOdds: 103,
      nextTier: { legs: 6, more: 3 },
      potentialWin: 48_204,
    });
  });

  it('finds a §5 conflict inside one fixture and a limit the stake breaks', () => {
    const figures = slipFigures([leg(1, 11, 'home', 185), leg(1, 13, 'over', 190, 'total')], 500, options);
    expect(figures.conflict).toEqual({ kind: 'rule', fixtureId: 1, rule: 'W+O' });
    expect(figures.limit).toEqual({ code: ResultCode.SportsBetLimitMin, params: { min: 1_000 } });
  });

  it('takes the odds a refusal answers with as a change the member sees, and a closed market as locked', () => {
    const legs = [leg(1, 11, 'home', 185), leg(2, 21, 'home', 150)];
    const now = applyRefusal(legs, [
      { marketId: 11, pick: 'home', odds: 172, marketState: 'open', fixtureState: 'open' },
      { marketId: 21, pick: 'home', odds: 150, marketState: 'suspended', fixtureState: 'open' },
    ]);
    expect(now.map((l) => [l.odds, l.pickedOdds, l.locked])).toEqual([
      [172, 185, false],
      [150, 150, true],
    ]);
    expect(hasChangedOdds(now)).toBe(true);
    expect(hasChangedOdds(acknowledgeChanges(now))).toBe(false);
  });
});
