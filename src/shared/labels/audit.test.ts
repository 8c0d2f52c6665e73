import { describe, expect, it } from 'vitest';
import ko from '../../../locales/ko.json';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import cn from '../../../locales/cn.json';
import jp from '../../../locales/jp.json';
import vn from '../../../locales/vn.json';
import { AUDIT_ACTIONS, auditFieldChanges, auditSentence, type AuditEntry, type AuditFormat } from './audit';
import { catalogueTranslator } from './translate';

const format: AuditFormat = { money: (won) => won.toLocaleString('en-US'), dateTime: (iso) => `at ${iso}` };
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  actorKind: 'staff',
  actorId: 'admin',
  action: 'member.flags',
  target: 'member01',
  before: null,
  after: null,
  ...over,
});

describe('audit sentences', () => {
  it.each(Object.entries({ ko, en, th, cn, jp, vn }))(
    'has a sentence for every audited action in %s, none falling back to its key',
    (_language, catalogue) => {
      const missing: string[] = [];
      const t = catalogueTranslator(catalogue, (key) => missing.push(key));
      for (const action of AUDIT_ACTIONS) {
        const text = auditSentence(t, format, entry({ action, target: 'ip:12' }));
        expect(text).toContain('admin');
        expect(text).not.toContain(action);
        expect(text).not.toMatch(/\{\{|office\./);
      }
      expect(missing).toEqual([]);
    },
  );

  it('says a one-field change in full: who, whose field, from what to what', () => {
    const t = catalogueTranslator(en);
    expect(auditSentence(t, format, entry({ before: { level: 2 }, after: { level: 3 } }))).toBe(
      "admin changed member01's Level from 2 to 3",
    );
    expect(auditSentence(t, format, entry({ before: { canBet: true }, after: { canBet: false } }))).toBe(
      "admin changed member01's Can bet from Yes to No",
    );
    expect(
      auditSentence(
        t,
        format,
        entry({ action: 'member.update', before: { status: 'wait' }, after: { status: 'normal' } }),
      ),
    ).toBe("admin changed member01's Status from Waiting approval to Normal");
    expect(auditSentence(catalogueTranslator(ko), format, entry({ before: { level: 2 }, after: { level: 3 } }))).toBe(
      'admin: member01의 레벨 변경 (2 → 3)',
    );
  });

  it('says a level rule change and a level hold in words, days as days and won as won', () => {
    const t = catalogueTranslator(en);
    const rules = (turnoverMin: number, activeDaysMin: number) => ({
      program: { enabled: true, windowDays: 30, graceDays: 7 },
      rules: [{ level: 2, turnoverMin, depositsMin: 100_000, activeDaysMin }],
    });
    const change = entry({
      action: 'levelRules.update',
      target: 'demo',
      before: rules(100_000, 2),
      after: rules(200_000, 3),
    });
    expect(auditSentence(t, format, change)).toBe(
      "admin changed the level program's Rules from Level 2, Min. turnover 100,000, Min. deposits 100,000, Min. active days 2 to Level 2, Min. turnover 200,000, Min. deposits 100,000, Min. active days 3",
    );
    const both = {
      ...change,
      after: { ...rules(200_000, 3), program: { enabled: false, windowDays: 30, graceDays: 7 } },
    };
    expect(auditSentence(t, format, both)).toBe('admin changed the level program');
    expect(auditFieldChanges(t, format, change)).toEqual([
      {
        key: 'rules',
        field: 'Rules',
        before: 'Level 2, Min. turnover 100,000, Min. deposits 100,000, Min. active days 2',
        after: 'Level 2, Min. turnover 200,000, Min. deposits 100,000, Min. active days 3',
      },
    ]);
    expect(
      auditSentence(
        t,
        format,
        entry({ action: 'memberLevel.lock', before: { locked: false, downgradeDue: null }, after: { locked: true } }),
      ),
    ).toBe('admin changed the level hold of member01');
  });

  it('names the target by what it is and the action by what was done', () => {
    const t = catalogueTranslator(en);
    expect(
      auditSentence(
        t,
        format,
        entry({
          action: 'deposit.approve',
          target: 'cash_request:12',
          before: { status: 0, memo: '' },
          after: { status: 1, memo: '', amount: 50_000 },
        }),
      ),
    ).toBe('admin approved deposit request #12');
    expect(
      auditSentence(
        t,
        format,
        entry({ action: 'blocklist.create', target: 'ip:10.0.0.1', after: { kind: 'ip', value: '10.0.0.1' } }),
      ),
    ).toBe('admin blocked IP 10.0.0.1');
    expect(
      auditSentence(
        t,
        format,
        entry({
          action: 'siteOptions.update',
          target: 'demo',
          before: { depositMin: 10_000 },
          after: { depositMin: 20_000 },
        }),
      ),
    ).toBe(`admin changed the site's ${t('office.fields.depositMin')} from 10,000 to 20,000`);
    const odds = {
      id: 1,
      gameKey: 'pwball',
      market: 'power_oe',
      pick: 'odd',
      enabled: true,
      updatedAt: '2026-11-26T00:00:00Z',
    };
    expect(
      auditSentence(
        t,
        format,
        entry({
          action: 'minigameOdds.update',
          target: '1',
          before: { ...odds, odds: 195 },
          after: { ...odds, odds: 200, updatedAt: '2026-11-26T01:00:00Z' },
        }),
      ),
    ).toBe('admin changed the odds of Powerball PWBALL · Power ball odd/even · Odd');
  });

  it('lists changed fields by name with values in words: states, rates, money, times', () => {
    const t = catalogueTranslator(en);
    const changes = auditFieldChanges(t, format, {
      action: 'deposit.approve',
      before: { status: 0, memo: '' },
      after: { status: 1, memo: '', amount: 50_000, when: '2026-11-26T00:00:00.000Z' },
    });
    expect(changes).toEqual([
      { key: 'status', field: 'Status', before: 'Applied', after: 'Done' },
      { key: 'amount', field: 'Amount', before: null, after: '50,000' },
      { key: 'when', field: 'when', before: null, after: 'at 2026-11-26T00:00:00.000Z' },
    ]);
    const [rates] = auditFieldChanges(t, format, {
      action: 'rates.update',
      before: { rates: [{ gameGroup: 'casino', rollingBp: 100, losingBp: 0 }] },
      after: { rates: [{ gameGroup: 'casino', rollingBp: 150, losingBp: 0 }] },
    });
    expect(rates).toEqual({
      key: 'rates',
      field: 'Rates',
      before: 'Casino: Rolling 1.00%, Losing 0.00%',
      after: 'Casino: Rolling 1.50%, Losing 0.00%',
    });
  });
});

describe('corrections and bank notices in the audit log', () => {
  it('names a correction’s status, asset, direction and reason, and the bank matcher, in words', () => {
    const t = catalogueTranslator(en);
    const changes = auditFieldChanges(t, format, {
      action: 'correction.approve',
      before: { status: 'pending' },
      after: { status: 'done', asset: 'point', direction: 'debit', reason: 'chargeback', amount: 5_000 },
    });
    expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['Status', 'Waiting for approval', 'Booked'],
      ['Asset', null, 'Points'],
      ['Direction', null, 'Debit'],
      ['Reason', null, 'Chargeback'],
      ['Amount', null, '5,000'],
    ]);
    const notice = auditFieldChanges(t, format, {
      action: 'bankNotice.match',
      before: { status: 'waiting' },
      after: { status: 'matched' },
    });
    expect(notice[0]).toMatchObject({ before: 'Waiting for staff', after: 'Matched' });
    const matcher = entry({
      actorKind: 'system',
      actorId: 'bankMatcher',
      action: 'deposit.approve',
      target: 'cash_request:12',
    });
    expect(auditSentence(t, format, matcher)).toBe('Deposit matcher approved deposit request #12');
  });
});

describe('the withdrawal risk rules in the audit log', () => {
  it('names each check of a rules change, the thresholds and the rules as the approver, in words', () => {
    const t = catalogueTranslator(en);
    const changes = auditFieldChanges(t, format, {
      action: 'siteOptions.update',
      before: { withdrawAutoApproveYn: 'N', withdrawRiskWinRatioBp: 20_000, withdrawRiskRules: null },
      after: {
        withdrawAutoApproveYn: 'Y',
        withdrawRiskWinRatioBp: 15_000,
        withdrawRiskRules: [
          { check: 'levelLimit', on: true },
          { check: 'rolling', on: false },
        ],
      },
    });
    expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['Approve passing withdrawals automatically', 'No', 'Yes'],
      ['Win-to-deposit limit (%)', '200.00%', '150.00%'],
      ['Checks', '(none)', "Check Within the level's automatic limit, On Yes; Check Rolling done, On No"],
    ]);
    const rules = entry({
      actorKind: 'system',
      actorId: 'withdrawalRules',
      action: 'withdrawal.approve',
      target: 'cash_request:9',
    });
    expect(auditSentence(t, format, rules)).toBe('Withdrawal rules approved withdrawal request #9');
  });
});
