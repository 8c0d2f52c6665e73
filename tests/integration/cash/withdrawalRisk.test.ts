import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf, testClock, withKey } from '../../support/moneyFixtures';
import { settledBet } from '../../support/settledBet';
import type { CashRow } from '../../../src/shared/api/cash';
import type { CashRequestRecord } from '../../../src/shared/api/adminCash';
import type { OfficeList } from '../../../src/shared/api/office';
import type { SiteOptions } from '../../../src/shared/api/site';
import type { LevelRecord } from '../../../src/shared/api/office/levels';
import {
  DEFAULT_RISK_RULES,
  RISK_CHECKS,
  type RiskCheck,
  type RiskCheckResult,
  type WithdrawalRiskCard,
} from '../../../src/shared/api/withdrawalRisk';
import { verify } from '../../../src/server/modules/ledger/verify';

/**
 * Withdrawal risk rules (docs/domains/cash.md#withdrawal-risk-rules): each check passes and fails
 * on its own; a request that passes every enabled check is approved by the rules through the
 * approval a cashier uses, only when the site allows it; the rules and a person never both pay.
 */
const clock = testClock();
const DAY = 86_400_000;
let t: TestApp;
const tokens: Record<string, string> = {};
let keys = 0;
const staff = <T>(path: string, body: Record<string, unknown> = {}) =>
  t.call<T>(path, body, withKey(tokens.admin!, `risk-test-${++keys}`));

const withdraw = async (memId: string, amount: number): Promise<CashRow> => {
  const res = await t.call<CashRow>('/api/cash/out', { amount, withdrawPassword: '1234' }, { token: tokens[memId]! });
  expect(res.resultCode, `${memId} withdraws ${amount}`).toBe('200');
  return res.data;
};
const card = async (id: number) => (await staff<WithdrawalRiskCard>('/api/admin/withdrawals/risk', { id })).data;
const resultOf = (c: WithdrawalRiskCard, check: RiskCheck): RiskCheckResult => c.checks.find((r) => r.check === check)!;
const request = async (id: number) => (await staff<CashRequestRecord>('/api/admin/withdrawals/get', { id })).data;
const settleTxns = (id: number) =>
  t.app.deps.db
    .selectFrom('ledger_transactions')
    .select(['id', 'kind'])
    .where('idempotency_key', '=', `withdraw:settle:${id}`)
    .execute();

/** The site's options through the office, as staff change them (audited). */
async function options(patch: Partial<SiteOptions>): Promise<void> {
  const res = await staff('/api/admin/siteOptions/update', { data: patch });
  expect(res.resultCode).toBe('200');
}
/** Only one check on, and the rules allowed to approve. */
const only = (check: RiskCheck, patch: Partial<SiteOptions> = {}) =>
  options({
    withdrawAutoApproveYn: 'Y',
    withdrawRiskRules: RISK_CHECKS.map((c) => ({ check: c, on: c === check })),
    ...patch,
  });
/** Staff credit the member cash to withdraw (a correction, not a deposit: no rolling owed, no bonus). */
async function fund(memId: string, amount: number) {
  const data = { memId, asset: 'cash', direction: 'credit', amount, reason: 'other', memo: 'risk test' };
  const res = await staff<{ status: string }>('/api/admin/corrections/create', { data });
  expect(res.data.status).toBe('done');
}
/** A deposit asked by the member and approved by staff. */
async function deposit(memId: string, amount: number) {
  const asked = await t.call<CashRow>(
    '/api/cash/in',
    { depositor: memId, amount, bonusYn: 'N' },
    { token: tokens[memId]! },
  );
  expect(asked.resultCode).toBe('200');
  expect((await staff('/api/admin/deposits/approve', { id: asked.data.cashIdx })).resultCode).toBe('200');
}
/** The member names a new payout account (its own edit, proven by its password). */
async function newAccount(memId: string, accountNo: string) {
  const res = await t.call(
    '/api/member/update',
    { kind: 'info', memPass: 'pass1234', accountNo },
    { token: tokens[memId]! },
  );
  expect(res.resultCode).toBe('200');
}

/** Days pass: sessions end after `sessionMaxHours`, so everyone signs in again. */
async function daysPass(days: number) {
  clock.advance(days * DAY);
  tokens.admin = await t.loginStaff();
  tokens.ptn05 = await t.loginOffice('ptn05');
  for (const m of ['member01', 'member02', 'member03']) tokens[m] = await t.login(m);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await daysPass(0);
  // Each member's payout account is named ten days before the tests, so its age is known.
  for (const [i, m] of ['member01', 'member02', 'member03'].entries()) await newAccount(m, `3333000010${i}`);
  await daysPass(10);
  for (const m of ['member01', 'member02', 'member03']) await fund(m, 400_000);
  await options({ withdrawReapplyMinutes: 0, depositReapplyMinutes: 0, withdrawRollingBp: 0 });
  const level = await staff<LevelRecord>('/api/admin/levels/update', { id: 1, data: { autoWithdrawMax: 100_000 } });
  expect(level.data.autoWithdrawMax).toBe(100_000);
});
afterAll(() => t.close());

describe('the rules as the site sets them', () => {
  it('start with every check on, in the issue order, and automatic approval off', async () => {
    const o = (await staff<SiteOptions>('/api/admin/siteOptions/get')).data;
    expect(o.withdrawAutoApproveYn).toBe('N');
    expect(o.withdrawRiskRules).toEqual(DEFAULT_RISK_RULES);
    expect(o.withdrawRiskRules.map((r) => r.check)).toEqual([...RISK_CHECKS]);
  });

  it('are edited in the site settings (order, on/off, thresholds), audited; a list naming a check twice changes nothing', async () => {
    const reordered = [...DEFAULT_RISK_RULES].reverse().map((r) => ({ ...r, on: r.check !== 'winRatio' }));
    await options({ withdrawRiskRules: reordered, withdrawRiskWinRatioBp: 15_000, withdrawRiskAccountDays: 5 });
    const saved = (await staff<SiteOptions>('/api/admin/siteOptions/get')).data;
    expect(saved.withdrawRiskRules).toEqual(reordered);
    expect(saved).toMatchObject({ withdrawRiskWinRatioBp: 15_000, withdrawRiskAccountDays: 5 });

    const twice = reordered.map((r, i) => (i === 0 ? { ...r, check: 'rolling' } : r));
    const refused = await staff('/api/admin/siteOptions/update', { data: { withdrawRiskRules: twice } });
    expect(refused.resultCode).toBe('E003');
    expect((await staff<SiteOptions>('/api/admin/siteOptions/get')).data.withdrawRiskRules).toEqual(reordered);

    const audit = await staff<OfficeList<{ action: string; actorId: string; before: object; after: object }>>(
      '/api/admin/audit/list',
      { filter: { action: 'siteOptions.update' } },
    );
    expect(audit.data.list).toContainEqual(
      expect.objectContaining({
        actorId: 'admin',
        after: expect.objectContaining({ withdrawRiskRules: reordered, withdrawRiskAccountDays: 5 }),
      }),
    );
    const levels = await staff<OfficeList<{ action: string; after: { autoWithdrawMax?: number } }>>(
      '/api/admin/audit/list',
      { filter: { action: 'level.update' } },
    );
    expect(levels.data.list[0]!.after.autoWithdrawMax).toBe(100_000);
  });
});

describe('each check, passing and failing', () => {
  it('rolling: the site rule for the window the request closed', async () => {
    await only('rolling', { withdrawAutoApproveYn: 'N' });
    await deposit('member01', 50_000);
    const asked = await withdraw('member01', 10_000);
    expect(asked.status).toBe(0);
    // Staff now ask for rolling: the 50,000 deposited since the last withdrawal is owed.
    await only('rolling', { withdrawRollingBp: 10_000 });
    const judged = await staff<WithdrawalRiskCard>('/api/admin/withdrawals/judge', { id: asked.cashIdx });
    expect(judged.resultCode).toBe('200');
    expect(resultOf(judged.data, 'rolling')).toEqual({
      check: 'rolling',
      passed: false,
      figures: { remain: 50_000, required: 50_000 },
    });
    expect(judged.data.judgement).toMatchObject({ passed: false, approved: false, failed: ['rolling'] });
    expect((await request(asked.cashIdx)).status).toBe(0);
    // The member rolls it over (a lost 50,000 bet placed before the request counts): it passes.
    await settledBet(t, {
      memberId: await memberIdOf(t, 'member01'),
      round: 'risk-roll-1',
      stake: 50_000,
      payout: 0,
      day: '2026-12-01',
      at: new Date(new Date((await request(asked.cashIdx)).createdAt).getTime() - 1_000),
    });
    const again = await staff<WithdrawalRiskCard>('/api/admin/withdrawals/judge', { id: asked.cashIdx });
    expect(resultOf(again.data, 'rolling')).toMatchObject({ passed: true, figures: { remain: 0 } });
    expect(await request(asked.cashIdx)).toMatchObject({ status: 1, staffId: null, riskFailed: [] });
    await options({ withdrawRollingBp: 0 });
  });

  it('integrity flag: an open flag naming the member holds it; once dismissed the rules pass it', async () => {
    await only('integrityFlag');
    expect((await withdraw('member02', 10_000)).status).toBe(1);
    const member02 = await memberIdOf(t, 'member02');
    // A flag as the integrity job raises it (docs/domains/integrity.md).
    const flag = await t.database.db
      .insertInto('integrity_flags')
      .values({
        site_id: 'demo',
        kind: 'multi_account',
        member_ids: [member02, await memberIdOf(t, 'member03')],
        finding_key: `multi_account:${member02}`,
        evidence: JSON.stringify({ signals: [] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const held = await withdraw('member02', 10_000);
    expect(held.status).toBe(0);
    const c = await card(held.cashIdx);
    expect(c.checks).toEqual([{ check: 'integrityFlag', passed: false, figures: { flags: 1 } }]);
    expect(c.passed).toBe(false);
    expect(
      (await staff('/api/admin/integrity/dismiss', { id: Number(flag.id), memo: 'same household' })).resultCode,
    ).toBe('200');
    const judged = await staff<WithdrawalRiskCard>('/api/admin/withdrawals/judge', { id: held.cashIdx });
    expect(judged.data.checks).toEqual([{ check: 'integrityFlag', passed: true, figures: { flags: 0 } }]);
    expect((await request(held.cashIdx)).status).toBe(1);
  });

  it('bonus since the last withdrawal: an attendance reward after it holds the next one', async () => {
    await only('bonusSinceWithdrawal');
    // member03's first withdrawal: whatever promotions it took before, staff pay it by hand.
    const first = await withdraw('member03', 10_000);
    if (first.status === 0) await staff('/api/admin/withdrawals/approve', { id: first.cashIdx });
    expect((await withdraw('member03', 10_000)).status).toBe(1);
    const checked = await t.call('/api/event/attendance/check', {}, { token: tokens.member03! });
    expect(checked.resultCode).toBe('200');
    const held = await withdraw('member03', 10_000);
    expect(held.status).toBe(0);
    expect(resultOf(await card(held.cashIdx), 'bonusSinceWithdrawal')).toEqual({
      check: 'bonusSinceWithdrawal',
      passed: false,
      figures: { count: 1, cash: 0, points: 1_000 },
    });
    expect((await request(held.cashIdx)).riskFailed).toEqual(['bonusSinceWithdrawal']);
    await staff('/api/admin/withdrawals/refuse', { id: held.cashIdx, memo: 'test' });
  });

  it('win-to-deposit ratio: a net win within the limit passes, one above it is held', async () => {
    await only('winRatio', { withdrawRiskWinRatioBp: 20_000 });
    const member01 = await memberIdOf(t, 'member01');
    await deposit('member01', 20_000);
    const at = clock.now();
    // Won 30,000 net (stake 10,000, payout 40,000) on 20,000 deposited: 150%, under 200%.
    await settledBet(t, {
      memberId: member01,
      round: 'risk-win-1',
      stake: 10_000,
      payout: 40_000,
      day: '2026-12-01',
      at,
    });
    clock.advance(1_000);
    const passed = await withdraw('member01', 10_000);
    expect(passed.status).toBe(1);
    clock.advance(1_000);
    await deposit('member01', 10_000);
    await settledBet(t, {
      memberId: member01,
      round: 'risk-win-2',
      stake: 10_000,
      payout: 50_000,
      day: '2026-12-01',
      at: clock.now(),
    });
    clock.advance(1_000);
    // Won 40,000 net on 10,000: 400%.
    const held = await withdraw('member01', 10_000);
    expect(held.status).toBe(0);
    expect(resultOf(await card(held.cashIdx), 'winRatio')).toEqual({
      check: 'winRatio',
      passed: false,
      figures: { won: 40_000, deposits: 10_000, ratioBp: 40_000, limitBp: 20_000 },
    });
    await staff('/api/admin/withdrawals/refuse', { id: held.cashIdx, memo: 'test' });
  });

  it('payout account unchanged for N days: a new account holds it until the days pass', async () => {
    await only('accountAge', { withdrawRiskAccountDays: 3 });
    expect((await withdraw('member02', 10_000)).status).toBe(1);
    await newAccount('member02', '44440000201');
    const held = await withdraw('member02', 10_000);
    expect(held.status).toBe(0);
    expect(resultOf(await card(held.cashIdx), 'accountAge')).toEqual({
      check: 'accountAge',
      passed: false,
      figures: { days: 0, limitDays: 3 },
    });
    // The same account named again is no change: the age does not restart.
    await daysPass(3);
    await newAccount('member02', '44440000201');
    const later = await withdraw('member02', 10_000);
    expect(later.status).toBe(1);
    expect(resultOf(await card(later.cashIdx), 'accountAge').figures).toEqual({ days: 3, limitDays: 3 });
    await staff('/api/admin/withdrawals/refuse', { id: held.cashIdx, memo: 'test' });
  });

  it("amount under the level's automatic limit: up to it passes, above it (or with no limit) is held", async () => {
    await only('levelLimit');
    expect((await withdraw('member03', 100_000)).status).toBe(1);
    const over = await withdraw('member03', 110_000);
    expect(over.status).toBe(0);
    expect(resultOf(await card(over.cashIdx), 'levelLimit')).toEqual({
      check: 'levelLimit',
      passed: false,
      figures: { amount: 110_000, limitWon: 100_000, level: 1 },
    });
    await staff('/api/admin/levels/update', { id: 1, data: { autoWithdrawMax: 0 } });
    const none = await withdraw('member03', 10_000);
    expect(none.status).toBe(0);
    expect(resultOf(await card(none.cashIdx), 'levelLimit')).toMatchObject({ passed: false, figures: { limitWon: 0 } });
    await staff('/api/admin/levels/update', { id: 1, data: { autoWithdrawMax: 100_000 } });
    for (const id of [over.cashIdx, none.cashIdx]) await staff('/api/admin/withdrawals/refuse', { id, memo: 'test' });
  });
});

describe('automatic approval', () => {
  it('is off by default and a site with it off never approves, even when every check passes', async () => {
    await options({ withdrawAutoApproveYn: 'N', withdrawRiskRules: [...DEFAULT_RISK_RULES] });
    const asked = await withdraw('member02', 10_000);
    expect(asked.status).toBe(0);
    const c = await card(asked.cashIdx);
    expect(c.checks.map((r) => [r.check, r.passed])).toEqual(RISK_CHECKS.map((check) => [check, true]));
    expect(c).toMatchObject({ passed: true, autoApproveYn: 'N', judgement: { passed: true, approved: false } });
    const again = await staff<WithdrawalRiskCard>('/api/admin/withdrawals/judge', { id: asked.cashIdx });
    expect(again.data.judgement).toMatchObject({ passed: true, approved: false });
    expect(await request(asked.cashIdx)).toMatchObject({ status: 0, riskFailed: [] });
    expect(await settleTxns(asked.cashIdx)).toEqual([]);
    await staff('/api/admin/withdrawals/refuse', { id: asked.cashIdx, memo: 'test' });
  });

  it('with no check on, approves nothing', async () => {
    await options({
      withdrawAutoApproveYn: 'Y',
      withdrawRiskRules: RISK_CHECKS.map((check) => ({ check, on: false })),
    });
    const asked = await withdraw('member02', 10_000);
    expect(asked.status).toBe(0);
    expect(await card(asked.cashIdx)).toMatchObject({ checks: [], passed: false });
    await staff('/api/admin/withdrawals/refuse', { id: asked.cashIdx, memo: 'test' });
  });

  it('pays through the approval a cashier uses: the same key, the rules named in the audit, the money once', async () => {
    await options({ withdrawAutoApproveYn: 'Y', withdrawRiskRules: [...DEFAULT_RISK_RULES] });
    const before = await balancesOf(t, 'member02');
    const asked = await withdraw('member02', 20_000);
    expect(asked.status).toBe(1);
    expect((await balancesOf(t, 'member02')).cash).toBe(before.cash - 20_000);
    expect(await settleTxns(asked.cashIdx)).toEqual([expect.objectContaining({ kind: 'withdraw.paid' })]);
    expect(await request(asked.cashIdx)).toMatchObject({ status: 1, staffId: null, riskFailed: [] });
    const audit = await staff<OfficeList<{ action: string; actorId: string; target: string }>>(
      '/api/admin/audit/list',
      { filter: { actorKind: 'system' } },
    );
    expect(audit.data.list).toContainEqual(
      expect.objectContaining({
        action: 'withdrawal.approve',
        actorId: 'withdrawalRules',
        target: `cash_request:${asked.cashIdx}`,
      }),
    );
    // Staff cannot decide it again, nor run the rules on it again.
    expect((await staff('/api/admin/withdrawals/approve', { id: asked.cashIdx })).resultCode).toBe('E003');
    expect((await staff('/api/admin/withdrawals/judge', { id: asked.cashIdx })).resultCode).toBe('E003');
    // The card shows today's money: the withdrawal paid.
    const c = await card(asked.cashIdx);
    expect(c.recent).toHaveLength(7);
    expect(c.recent[0]!.withdrawals).toBeGreaterThanOrEqual(20_000);
  });

  it('20 runs of the rules at once and a person approving the same request pay it once', async () => {
    await options({ withdrawAutoApproveYn: 'Y', withdrawRiskRules: [...DEFAULT_RISK_RULES] });
    const held = await withdraw('member02', 150_000);
    expect(held.status).toBe(0);
    expect((await request(held.cashIdx)).riskFailed).toEqual(['levelLimit']);
    // Staff raise the level's limit: now the rules would pay it, and so would a cashier.
    await staff('/api/admin/levels/update', { id: 1, data: { autoWithdrawMax: 500_000 } });
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => staff('/api/admin/withdrawals/judge', { id: held.cashIdx })),
      staff('/api/admin/withdrawals/approve', { id: held.cashIdx }),
    ]);
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect(answers.every((a) => a.resultCode === '200' || a.resultCode === 'E003')).toBe(true);
    expect((await request(held.cashIdx)).status).toBe(1);
    expect(await settleTxns(held.cashIdx)).toHaveLength(1);
    await staff('/api/admin/levels/update', { id: 1, data: { autoWithdrawMax: 100_000 } });
  });

  it('is for staff of the withdrawals area only', async () => {
    expect((await t.call('/api/admin/withdrawals/risk', { id: 1 }, { token: tokens.member01! })).resultCode).not.toBe(
      '200',
    );
    expect((await t.call('/api/admin/withdrawals/judge', { id: 1 }, { token: tokens.ptn05! })).resultCode).not.toBe(
      '200',
    );
  });

  it('leaves a clean ledger', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
