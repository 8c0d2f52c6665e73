import { describe, expect, it } from 'vitest';
import ko from '../../../../locales/ko.json';
import en from '../../../../locales/en.json';
import th from '../../../../locales/th.json';
import cn from '../../../../locales/cn.json';
import jp from '../../../../locales/jp.json';
import vn from '../../../../locales/vn.json';
import { catalogueTranslator, ledgerKindName } from '../../../shared/labels';
import { LedgerKind } from './service';

// The office's money and point histories show every kind the ledger writes (office.ledgerKind.*);
// a kind added here without words would reach operators as `point.exchange`.
describe('ledger kinds in words', () => {
  it.each(Object.entries({ ko, en, th, cn, jp, vn }))('names every ledger kind in %s', (_language, catalogue) => {
    const missing: string[] = [];
    const t = catalogueTranslator(catalogue, (key) => missing.push(key));
    for (const kind of Object.values(LedgerKind)) expect(ledgerKindName(t, kind)).not.toBe(kind);
    expect(missing).toEqual([]);
  });

  it('reads point.exchange as words', () => {
    expect(ledgerKindName(catalogueTranslator(en), 'point.exchange')).toBe('Points converted to cash');
    expect(ledgerKindName(catalogueTranslator(ko), 'point.exchange')).toBe('포인트 전환');
  });
});
