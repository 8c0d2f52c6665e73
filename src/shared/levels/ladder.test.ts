import { describe, expect, it } from 'vitest';
import { earnedLevel, judgeLevel, nextRule, type LevelRule } from './ladder';

const rules: LevelRule[] = [
  { level: 3, turnoverMin: 5_000_000, depositsMin: 1_000_000, activeDaysMin: 10 },
  { level: 1, turnoverMin: 0, depositsMin: 0, activeDaysMin: 0 },
  { level: 2, turnoverMin: 1_000_000, depositsMin: 300_000, activeDaysMin: 3 },
];
const figures = (turnover: number, deposits: number, activeDays: number) => ({ turnover, deposits, activeDays });
const daily = { day: '2026-12-10', monthly: false, graceDays: 14 };
const monthly = { day: '2026-12-01', monthly: true, graceDays: 14 };
const at = (level: number, downgradeDue: string | null = null, locked = false) => ({ level, locked, downgradeDue });

describe('the ladder', () => {
  it('earns the highest rung whose minimums are all met, else the lowest', () => {
    expect(earnedLevel(figures(6_000_000, 2_000_000, 12), rules)).toBe(3);
    // Turnover and deposits of level 3, but too few active days: level 2.
    expect(earnedLevel(figures(6_000_000, 2_000_000, 9), rules)).toBe(2);
    expect(earnedLevel(figures(999_999, 300_000, 3), rules)).toBe(1);
    expect(earnedLevel(figures(0, 0, 0), [rules[0]!])).toBe(3);
    expect(earnedLevel(figures(0, 0, 0), [])).toBeNull();
  });

  it('names the next rung, none at the top or off the ladder', () => {
    expect(nextRule(1, rules)).toMatchObject({ level: 2 });
    expect(nextRule(3, rules)).toBeNull();
    expect(nextRule(7, rules)).toBeNull();
  });
});

describe('a review', () => {
  it('moves up at once, any day, skipping rungs', () => {
    expect(judgeLevel(at(1), figures(6_000_000, 2_000_000, 12), rules, daily)).toEqual({ kind: 'upgrade', to: 3 });
    // An upgrade also ends a grace under way.
    expect(judgeLevel(at(2, '2026-12-15'), figures(6_000_000, 2_000_000, 12), rules, daily)).toEqual({
      kind: 'upgrade',
      to: 3,
    });
  });

  it('moves down only from a monthly review, after the grace, if still short when it ends', () => {
    const short = figures(100_000, 0, 1);
    expect(judgeLevel(at(3), short, rules, daily)).toEqual({ kind: 'none' });
    expect(judgeLevel(at(3), short, rules, monthly)).toEqual({ kind: 'grace', until: '2026-12-15', to: 1 });
    expect(judgeLevel(at(3, '2026-12-15'), short, rules, { ...daily, day: '2026-12-14' })).toEqual({ kind: 'none' });
    expect(judgeLevel(at(3, '2026-12-15'), short, rules, { ...daily, day: '2026-12-15' })).toEqual({
      kind: 'downgrade',
      to: 1,
    });
    // Back on its rung during the grace: the downgrade is called off.
    expect(judgeLevel(at(3, '2026-12-15'), figures(5_000_000, 1_000_000, 10), rules, daily)).toEqual({
      kind: 'kept',
    });
    // Without grace, the monthly review moves down at once.
    expect(judgeLevel(at(3), short, rules, { ...monthly, graceDays: 0 })).toEqual({ kind: 'downgrade', to: 1 });
  });

  it('leaves alone a member locked by staff or on a level off the ladder', () => {
    expect(judgeLevel(at(1, null, true), figures(6_000_000, 2_000_000, 12), rules, daily)).toEqual({ kind: 'none' });
    expect(judgeLevel(at(9), figures(0, 0, 0), rules, monthly)).toEqual({ kind: 'none' });
    expect(judgeLevel(at(2), figures(1_000_000, 300_000, 3), rules, monthly)).toEqual({ kind: 'none' });
  });
});
