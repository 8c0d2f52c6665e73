import { describe, expect, it } from 'vitest';
import ko from '../../../locales/ko.json';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import cn from '../../../locales/cn.json';
import jp from '../../../locales/jp.json';
import vn from '../../../locales/vn.json';
import { catalogueTranslator, inquiryTypeName, pointSourceName, slipOddsText, slipRoundName } from './index';

const CATALOGUES = Object.entries({ ko, en, th, cn, jp, vn });

/** What the point list sends as `useType` (modules/points/pointList.ts): the sources modules write, and `change`. */
const POINT_SOURCES = ['attendance', 'coupon', 'roulette', 'bet', 'deposit', 'comment', 'rolling', 'seed', 'change'];
/** The inquiry types the site's common codes hold (QNA_TYPE, db/seed/catalogueSeed.ts). */
const INQUIRY_TYPES = ['bankaccount', 'deposit', 'withdraw', 'game', 'etc'];

describe('codes a member or an operator reads, in words', () => {
  it.each(CATALOGUES)('names every point source and inquiry type in %s', (_language, catalogue) => {
    const missing: string[] = [];
    const t = catalogueTranslator(catalogue, (key) => missing.push(key));
    for (const source of POINT_SOURCES) expect(pointSourceName(t, source)).not.toBe(source);
    for (const type of INQUIRY_TYPES) expect(inquiryTypeName(t, type)).not.toBe(type);
    expect(missing).toEqual([]);
  });

  it('names a point movement without a source by its ledger kind, and a site’s own inquiry type by its name', () => {
    const t = catalogueTranslator(en);
    expect(pointSourceName(t, 'attendance')).toBe('Check-in reward');
    expect(pointSourceName(t, 'point.accrual')).toBe(t('office.ledgerKind.point_accrual'));
    expect(inquiryTypeName(t, 'bankaccount')).toBe('Bank account');
    expect(inquiryTypeName(t, 'vip', 'VIP 문의')).toBe('VIP 문의');
  });

  it('shows no odds for a vendor game, whose odds are not ours, and decimals for the house’s', () => {
    for (const group of ['casino', 'slot', 'virtual', 'esport', 'fishing'])
      expect(slipOddsText({ gameGroup: group }, 0)).toBe('—');
    expect(slipOddsText({ gameGroup: 'minigame' }, 195)).toBe('1.95');
    expect(slipOddsText({ gameGroup: 'sports' }, 1234)).toBe('12.34');
  });

  it('names a sports single by its match in the reader’s language, a combo by nothing of its own', () => {
    const t = catalogueTranslator(ko);
    const fixture = {
      sport: 'basketball',
      home: { ko: '서울 SK', en: 'Seoul SK' },
      away: { ko: '울산 현대', en: 'Ulsan' },
    };
    const single = { gameGroup: 'sports', roundId: '31', legs: [{ market: '1x2', pick: 'home', sports: fixture }] };
    expect(slipRoundName(t, single, 'ko')).toBe('서울 SK vs 울산 현대');
    expect(slipRoundName(catalogueTranslator(en), single, 'en')).toBe('Seoul SK vs Ulsan');
    expect(slipRoundName(t, { ...single, legs: [...single.legs, ...single.legs] }, 'ko')).toBe('31');
  });
});
