import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('member formats', () => {
  it('groups whole won per language', () => {
    expect(formatMoney(1234500, 'ko')).toBe('1,234,500');
    expect(formatMoney(1234500, 'vn')).toBe('1.234.500');
  });
  it('writes dates the way each market reads them', () => {
    const at = new Date(2026, 10, 21, 9, 5);
    expect(formatDate(at, false, 'en')).toBe('11/21/2026');
    expect(formatDate(at, true, 'ko')).toContain('09:05');
    expect(formatDate('not a date')).toBe('');
  });
});
