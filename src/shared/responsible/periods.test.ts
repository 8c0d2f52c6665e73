import { describe, expect, it } from 'vitest';
import { periodWindow } from './periods';

const KST = 540;
const w = (p: 'day' | 'week' | 'month', iso: string) => {
  const { from, to } = periodWindow(p, new Date(iso), KST);
  return [from.toISOString(), to.toISOString()];
};

describe('limit periods in site time (KST)', () => {
  it('a site day runs from 00:00 to 00:00 KST, i.e. 15:00 UTC', () => {
    expect(w('day', '2026-11-21T14:59:59.999Z')).toEqual(['2026-11-20T15:00:00.000Z', '2026-11-21T15:00:00.000Z']);
    expect(w('day', '2026-11-21T15:00:00.000Z')).toEqual(['2026-11-21T15:00:00.000Z', '2026-11-22T15:00:00.000Z']);
  });
  it('a week runs Monday 00:00 to Monday 00:00 site time', () => {
    // 2026-11-23 is a Monday: Sunday 23:59 KST is still the week before
    expect(w('week', '2026-11-22T14:59:00Z')).toEqual(['2026-11-15T15:00:00.000Z', '2026-11-22T15:00:00.000Z']);
    expect(w('week', '2026-11-22T15:00:00Z')).toEqual(['2026-11-22T15:00:00.000Z', '2026-11-29T15:00:00.000Z']);
  });
  it('a month is the calendar month of the site day, December rolling into January', () => {
    expect(w('month', '2026-11-30T14:59:59Z')).toEqual(['2026-10-31T15:00:00.000Z', '2026-11-30T15:00:00.000Z']);
    expect(w('month', '2026-11-30T15:00:00Z')).toEqual(['2026-11-30T15:00:00.000Z', '2026-12-31T15:00:00.000Z']);
    expect(w('month', '2026-12-31T15:00:00Z')).toEqual(['2026-12-31T15:00:00.000Z', '2027-01-31T15:00:00.000Z']);
  });
});
