import { describe, expect, it } from 'vitest';
import ko from '../../../locales/ko.json';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import cn from '../../../locales/cn.json';
import jp from '../../../locales/jp.json';
import vn from '../../../locales/vn.json';
import { LANGUAGES, type Language } from '../locales';
import { MINIGAMES } from '../minigame/games';
import { MARKETS } from '../minigame/markets';
import { SLIP_STATUSES } from '../bets/slip';
import { PRODUCT_GROUPS } from '../bets/productGroups';
import { CASH_STATUS } from '../api/cash';
import { SPORT_KEYS } from '../sports/sports';
import { MARKET_TYPES, MARKET_TYPE_KEYS } from '../sports/markets';
import {
  betStatusName,
  cashStatusName,
  catalogueTranslator,
  legPickName,
  ledgerMemo,
  marketPickName,
  minigameName,
  parseRoundKey,
  percentText,
  productGroupName,
  sportName,
  roundName,
  siteDateTimeText,
  siteTimestamp,
  slipGameName,
  slipRoundName,
  moneyText,
} from './index';

const CATALOGUES: Record<Language, object> = { ko, en, th, cn, jp, vn };

/** A translator over one language that remembers every key it had no text for. */
function strict(language: Language) {
  const missing: string[] = [];
  return {
    t: catalogueTranslator(CATALOGUES[language] as Record<string, unknown>, (key) => missing.push(key)),
    missing,
  };
}

describe('minigame labels', () => {
  it.each(LANGUAGES)('names every game, market and pick in %s, none by its key', (language) => {
    const { t, missing } = strict(language);
    for (const game of MINIGAMES) {
      for (const market of MARKETS[game.kind]) {
        for (const pick of Object.keys(market.picks)) {
          const [marketWords, pickWords] = marketPickName(t, market.market, pick).split(' · ');
          expect(marketWords).not.toBe(market.market);
          if (market.market !== 'power_number') expect(pickWords).not.toBe(pick);
        }
      }
      expect(minigameName(t, game.key)).toContain(game.key.toUpperCase());
    }
    expect(missing).toEqual([]);
  });

  it('reads a market and pick as the play page does', () => {
    expect(marketPickName(strict('en').t, 'power_oe', 'odd')).toBe('Power ball odd/even · Odd');
    expect(marketPickName(strict('ko').t, 'power_oe', 'odd')).toBe('파워볼 홀/짝 · 홀');
    expect(marketPickName(strict('en').t, 'power_number', '7')).toBe('Power ball number · 7');
    expect(minigameName(strict('en').t, 'pwball')).toBe('Powerball PWBALL');
    expect(minigameName(strict('ko').t, 'speedkino')).toBe('키노 SPEEDKINO');
  });

  it('names a round by its site day and number', () => {
    expect(parseRoundKey('pwball-20261126-0123')).toEqual({ gameKey: 'pwball', day: '2026-11-26', no: 123 });
    expect(roundName(strict('en').t, 'pwball-20261126-0123')).toBe('Round 123 of 2026-11-26');
    expect(roundName(strict('ko').t, 'pwball-20261126-0123')).toBe('2026-11-26 123회차');
    for (const language of LANGUAGES) expect(roundName(strict(language).t, 'eos3-20261126-0007')).toContain('7');
    // A vendor's own round id is not ours to rename.
    expect(roundName(strict('en').t, 'evo-round-AB12')).toBe('evo-round-AB12');
  });
});

describe('slip labels', () => {
  const { t } = strict('en');

  it('names a house minigame slip by its game, round and pick, and a vendor slip by the server name and bet words', () => {
    const mini = { gameGroup: 'minigame', gameCode: 'pwball', gameName: 'pwball', roundId: 'pwball-20261126-0042' };
    expect(slipGameName(t, mini)).toBe('Powerball PWBALL');
    expect(slipRoundName(t, mini)).toBe('Round 42 of 2026-11-26');
    expect(legPickName(t, 'minigame', { market: 'power_oe', pick: 'odd' })).toBe('Power ball odd/even · Odd');
    const slot = { gameGroup: 'slot', gameCode: 'sweet', gameName: 'Sweet Bonanza', roundId: 'r-991' };
    expect(slipGameName(t, slot)).toBe('Sweet Bonanza');
    expect(slipRoundName(t, slot)).toBe('r-991');
    expect(legPickName(t, 'casino', { market: 'banker', pick: '' })).not.toMatch(/front\./);
  });

  it.each(LANGUAGES)('has words for every product group, bet state and cash request state in %s', (language) => {
    const { t: tl, missing } = strict(language);
    for (const group of PRODUCT_GROUPS) expect(productGroupName(tl, group)).not.toBe(group);
    for (const status of SLIP_STATUSES) expect(betStatusName(tl, status)).not.toBe(status);
    for (const status of Object.values(CASH_STATUS)) expect(cashStatusName(tl, status)).not.toBe(String(status));
    expect(missing).toEqual([]);
  });
});

describe('sports slip labels', () => {
  const names = (ko: string, en: string) => ({ ko, en, th: en, cn: en, jp: en, vn: en });
  const leg = (sport: string, over: Record<string, unknown> = {}) => ({
    market: 'handicap',
    pick: 'away',
    line: -150,
    sports: { sport, home: names('울산', 'Ulsan'), away: names('전북', 'Jeonbuk') },
    ...over,
  });

  it.each(LANGUAGES)('names every sport, market and pick in %s, none by its key', (language) => {
    const { t, missing } = strict(language);
    for (const sport of SPORT_KEYS) {
      const single = slipGameName(t, { gameGroup: 'sports', gameCode: sport, gameName: sport, legs: [leg(sport)] });
      expect(single).toBe(sportName(t, sport));
      expect(single).not.toBe(sport);
      const combo = slipGameName(t, {
        gameGroup: 'sports',
        gameCode: 'combo',
        gameName: 'combo',
        legs: [leg(sport), leg(sport), leg(sport)],
      });
      expect(combo).toContain(single);
      expect(combo).toContain('3');
      expect(combo).not.toMatch(/combo|\{\{/);
    }
    for (const type of MARKET_TYPE_KEYS) {
      for (const pick of MARKET_TYPES[type].picks) {
        const [marketWords, pickWords] = legPickName(t, 'sports', { market: type, pick, line: null }, language).split(
          ' · ',
        );
        expect(marketWords).not.toBe(type);
        expect(pickWords).not.toBe(pick);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads a single by its sport, its pick with line and team, and a combo by its folds', () => {
    const { t } = strict('en');
    expect(
      slipGameName(t, { gameGroup: 'sports', gameCode: 'soccer', gameName: 'soccer', legs: [leg('soccer')] }),
    ).toBe('Soccer');
    expect(legPickName(t, 'sports', leg('soccer'), 'en')).toBe('Handicap -1.5 · Away (Jeonbuk)');
    expect(legPickName(strict('ko').t, 'sports', leg('soccer', { pick: 'home', line: 50 }), 'ko')).toMatch(
      / \+0\.5 · .+ \(울산\)$/,
    );
    expect(legPickName(t, 'sports', { market: 'total', pick: 'over', line: 250 }, 'en')).toBe(
      'Under / over 2.5 · Over',
    );
    const combo = { gameGroup: 'sports', gameCode: 'combo', gameName: 'combo' };
    expect(slipGameName(t, { ...combo, legs: [leg('soccer'), leg('soccer'), leg('soccer')] })).toBe('Soccer · 3-fold');
    expect(slipGameName(t, { ...combo, legs: [leg('soccer'), leg('baseball')] })).toBe('2-fold');
  });
});

describe('ledger memos', () => {
  it.each(LANGUAGES)('turns every memo the system writes into words in %s', (language) => {
    const { t, missing } = strict(language);
    for (const memo of [
      'rolling 2026-11-25',
      'losing 2026-11-25',
      'attendance 2026-11-26 streak 3',
      'coupon Welcome',
      'roulette 12:abc',
      'demo money',
    ]) {
      const text = ledgerMemo(t, memo);
      expect(text).not.toBe(memo);
      expect(text).not.toMatch(/\{\{|office\./);
    }
    expect(missing).toEqual([]);
  });

  it('keeps the dates and names of a memo and a person’s own words as typed', () => {
    const { t } = strict('en');
    expect(ledgerMemo(t, 'rolling 2026-11-25')).toBe('Rolling settlement for 2026-11-25');
    expect(ledgerMemo(t, 'attendance 2026-11-26 streak 3')).toBe('Attendance on 2026-11-26 (3-day streak)');
    expect(ledgerMemo(t, 'coupon Welcome 10%')).toBe('Coupon: Welcome 10%');
    expect(ledgerMemo(t, 'for the weekend event')).toBe('for the weekend event');
  });
});

describe('numbers and times', () => {
  it('shows basis points as a percentage without float noise', () => {
    expect(percentText(150)).toBe('1.50%');
    expect(percentText(1)).toBe('0.01%');
    expect(percentText(0)).toBe('0.00%');
    expect(percentText(10_000)).toBe('100.00%');
    expect(percentText(-35)).toBe('-0.35%');
  });

  it('groups money per language', () => {
    expect(moneyText(1_234_500, 'ko')).toBe('1,234,500');
    expect(moneyText(1_234_500, 'vn')).toBe('1.234.500');
  });

  it('reads an instant in site time, whatever the reader’s zone', () => {
    expect(siteTimestamp('2026-11-26T15:30:00Z', 540)).toBe('2026-11-27 00:30:00');
    expect(siteDateTimeText('2026-11-26T15:30:00Z', 540, 'en')).toBe('11/27/26, 12:30:00 AM');
    expect(siteTimestamp('not a date', 540)).toBe('');
  });

  it('fills placeholders and falls back to the default text, then the key', () => {
    const t = catalogueTranslator({ a: { b: 'Hi {{name}}' } });
    expect(t('a.b', { name: 'Kim' })).toBe('Hi Kim');
    expect(t('a.c', { _: 'fallback' })).toBe('fallback');
    expect(t('a.c')).toBe('a.c');
    expect(t('a')).toBe('a');
  });
});
