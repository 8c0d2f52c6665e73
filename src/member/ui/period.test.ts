import { describe, expect, it } from 'vitest';
import { parseDateParam } from '../../shared/dates';
import { periodRange } from './period';

describe('history periods (§5)', () => {
  const now = new Date(2026, 10, 21, 18, 30);

  it('covers whole local days, 00:00:00 to 23:59:59, that the server reads as the same instants', () => {
    const today = periodRange('today', now);
    expect(parseDateParam(today.startDate, 'start', 540)?.getTime()).toBe(new Date(2026, 10, 21, 0, 0, 0).getTime());
    expect(parseDateParam(today.endDate, 'end', 540)?.getTime()).toBe(new Date(2026, 10, 21, 23, 59, 59).getTime());
    expect(now.getTime()).toBeLessThan(parseDateParam(today.endDate, 'end', 540)!.getTime());
  });

  it('goes back a day, a week, 15 days, a month and three months', () => {
    expect(periodRange('yesterday', now).startDate.slice(0, 10)).toBe('2026-11-20');
    expect(periodRange('yesterday', now).endDate.slice(0, 10)).toBe('2026-11-20');
    expect(periodRange('week', now).startDate.slice(0, 10)).toBe('2026-11-14');
    expect(periodRange('days15', now).startDate.slice(0, 10)).toBe('2026-11-06');
    expect(periodRange('month', now).startDate.slice(0, 10)).toBe('2026-10-21');
    expect(periodRange('months3', now).startDate.slice(0, 10)).toBe('2026-08-21');
  });
});
