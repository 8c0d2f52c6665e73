import { describe, expect, it } from 'vitest';
import { gameName } from './games';

describe('gameName', () => {
  const game = {
    name_KOR: '드래곤 포춘',
    name_ENG: 'Dragon Fortune',
    names: { cn: '龙之财富', jp: 'ドラゴンフォーチュン', th: 'มังกรนำโชค', vn: 'Rồng Tài Lộc' },
  };

  it("names a game in the reader's language where the vendor gives it, else in English", () => {
    expect(gameName(game, 'ko')).toBe('드래곤 포춘');
    expect(gameName(game, 'en')).toBe('Dragon Fortune');
    expect(gameName(game, 'th')).toBe('มังกรนำโชค');
    expect(gameName(game, 'jp')).toBe('ドラゴンフォーチュン');
    expect(gameName({ name_KOR: '슬롯', name_ENG: 'Slot' }, 'vn')).toBe('Slot');
    expect(gameName({ name_KOR: '슬롯', name_ENG: '' }, 'cn')).toBe('슬롯');
  });
});
