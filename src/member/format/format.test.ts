import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent } from './format';

describe('member formats', () => {
  it('groups whole won per language', () => {
    expect(formatMoney(1234500, 'ko')).toBe('1,234,500');
    expect(formatMoney(1234500, 'vn')).toBe('1.234.500');
  });
  it('writes basis points as a percent with up to two decimals', () => {
    expect(formatPercent(120, 'ko')).toBe('1.2%');
    expect(formatPercent(400, 'en')).toBe('4%');
    expect(formatPercent(333, 'ko')).toBe('3.33%');
    expect(formatPercent(1, 'ko')).toBe('0.01%');
    expect(formatPercent(150, 'vn')).toBe('1,5%');
  });
  it('writes dates the way each market reads them', () => {
    const at = new Date(2026, 10, 21, 9, 5);
    expect(formatDate(at, false, 'en')).toBe('11/21/2026');
    expect(formatDate(at, true, 'ko')).toContain('09:05');
    expect(formatDate('not a date')).toBe('');
  });
});
