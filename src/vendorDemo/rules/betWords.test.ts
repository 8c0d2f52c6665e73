import { describe, expect, it } from 'vitest';
import ko from '../../../locales/ko.json';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import cn from '../../../locales/cn.json';
import jp from '../../../locales/jp.json';
import vn from '../../../locales/vn.json';
import { catalogueTranslator, legPickName, vendorBetName } from '../../shared/labels';
import { BACCARAT_BETS } from './baccarat';
import { ESPORTS_BETS } from './esportsMatch';
import { FISH, fishBetCode } from './fishing';
import { RACE_WEIGHTS, raceBetCode } from './virtualRace';

/** Every bet code the demo provider sends in its PAM calls (seamless.ts: a leg's code is its betCode). */
const DEMO_BET_CODES = [
  'SPIN',
  ...BACCARAT_BETS,
  ...ESPORTS_BETS,
  ...FISH.map((f) => fishBetCode(f.kind)),
  ...RACE_WEIGHTS.map((_, i) => raceBetCode(i)),
];

describe("the demo provider's bet codes in words", () => {
  it.each(Object.entries({ ko, en, th, cn, jp, vn }))(
    'names every code in %s, none by its code',
    (_language, catalogue) => {
      const missing: string[] = [];
      const t = catalogueTranslator(catalogue, (key) => missing.push(key));
      for (const code of DEMO_BET_CODES) {
        const words = vendorBetName(t, code);
        expect(words).not.toContain(code);
        expect(words).not.toMatch(/\{\{|_/);
      }
      // a reconciled round's stake (modules/vendors/reconcile.ts) is booked under `round`
      expect(vendorBetName(t, 'round')).not.toBe('round');
      expect(missing).toEqual([]);
    },
  );

  it('reads the value a code carries: the runner, the fish, the score', () => {
    const t = catalogueTranslator(en);
    expect(legPickName(t, 'virtual', { market: 'RUNNER_3', pick: 'x' })).toBe('Runner 3');
    expect(legPickName(t, 'fishing', { market: 'SHOT_DRAGON', pick: 'x' })).toBe('Shot at Dragon');
    expect(legPickName(t, 'esport', { market: 'SCORE_2_1', pick: 'x' })).toBe('Exact score 2-1');
    expect(legPickName(t, 'esport', { market: 'MATCH_HOME', pick: 'x' })).toBe('Home win');
    expect(vendorBetName(catalogueTranslator(ko), 'SHOT_DRAGON')).toBe('용 사냥');
    // a code no one has words for shows as the vendor sent it
    expect(vendorBetName(t, 'SIDE_BET_X')).toBe('SIDE_BET_X');
  });
});
