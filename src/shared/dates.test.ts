import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateRange,
  DateParam,
  parseDateParam,
  siteDay,
  siteDayStart,
  weekStart,
  withDayBounds,
} from './dates';

const KST = 540;

describe('§5 date filters', () => {
  it('gives a day without a time 00:00:00 as a start and 23:59:59 as an end', () => {
    expect(withDayBounds('2026-11-21', 'start')).toBe('2026-11-21 00:00:00');
    expect(withDayBounds('2026-11-21', 'end')).toBe('2026-11-21 23:59:59');
    expect(withDayBounds('2026-11-21 10:30', 'end')).toBe('2026-11-21 10:30');
  });

  it('reads local times in site time and explicit offsets as given', () => {
    expect(parseDateParam('2026-11-21', 'start', KST)?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
    expect(parseDateParam('2026-11-21', 'end', KST)?.toISOString()).toBe('2026-11-21T14:59:59.999Z');
    expect(parseDateParam('2026-11-21T10:00:00Z', 'start', KST)?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(parseDateParam('2026-11-21 10:00:00+01:00', 'start', KST)?.toISOString()).toBe('2026-11-21T09:00:00.000Z');
  });

  it('refuses dates that are not on the calendar', () => {
    expect(parseDateParam('2026-02-30', 'start', KST)).toBeNull();
    expect(parseDateParam('2026-11-21 25:00', 'start', KST)).toBeNull();
    expect(parseDateParam('yesterday', 'start', KST)).toBeNull();
    expect(DateParam.safeParse('2026-13-01').success).toBe(false);
    expect(DateParam.parse('')).toBeUndefined();
  });

  it('builds an inclusive range and business days', () => {
    const r = dateRange('2026-11-01', '2026-11-01', KST);
    expect(r.to!.getTime() - r.from!.getTime()).toBe(24 * 3600_000 - 1);
    expect(dateRange(undefined, undefined, KST)).toEqual({ from: undefined, to: undefined });
    expect(siteDay(new Date('2026-11-21T15:30:00Z'), KST)).toBe('2026-11-22');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(siteDayStart('2026-11-22', KST).toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('starts a site week on its Monday', () => {
    // 2026-11-23 is a Monday.
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });
});
