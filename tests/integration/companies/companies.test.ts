import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { CompanyDetail, CompanyFee, CompanyRecord } from '../../../src/shared/api/office/companies';
import { verify } from '../../../src/server/modules/ledger/verify';
import { companyFeeJob } from '../../../src/server/modules/companies/scheduler';
import { inMoneyTransaction, LedgerKind, post, SystemAccount } from '../../../src/server/modules/ledger/service';
import { betPayoutPosting, betStake } from '../../../src/server/modules/ledger/gameMoney';
import { addStaff, testClock, withKey } from '../../support/moneyFixtures';
import { SiteOptionsSchema } from '../../../src/shared/api/site';
import { DEMO } from '../../../src/server/db/seed/demoSeed';

/**
 * Companies (docs/domains/companies.md), their game PT in the ledger with its limit, and the
 * monthly GGR fee.
 */
let t: TestApp;
let admin: string;
// 2026-11-21 12:00 in Korea: the last ended month is 2026-10
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await t.loginStaff();
});
afterAll(() => t.close());

const as = <T = CompanyDetail>(path: string, body: Record<string, unknown> = {}, key?: string) =>
  t.call<T>(path, body, key ? withKey(admin, key) : { token: admin });
const acme = {
  siteId: 'acme',
  name: 'ACME 게임즈',
  companyClass: 'A',
  contact: '010-1234-5678',
  domain: 'acme.example',
  code: 'ACME01',
  ptFeeBp: 1_000,
  ptLimit: 100_000,
  masterId: 'acme_boss',
  masterPassword: 'acme2026',
};

/** A member of a company's site with cash from that site's bank, as its own front would have it. */
async function companyMember(siteId: string, memId: string): Promise<number> {
  const { id } = await t.app.deps.db
    .insertInto('members')
    .values({
      site_id: siteId,
      mem_id: memId,
      mem_nick: memId,
      name: memId,
      phone: `010-${memId}`,
      password_hash: 'x',
      parent_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await post(t.app.deps, {
    siteId,
    idempotencyKey: `seed:${memId}`,
    kind: LedgerKind.Seed,
    postings: [
      { account: { system: SystemAccount.House, asset: 'cash' }, amount: -5_000_000 },
      { account: { member: id, asset: 'cash' }, amount: 5_000_000 },
    ],
  });
  return id;
}

/** A settled casino bet of the company's site, its stake and payout through the ledger like any game's. */
async function settledBet(
  siteId: string,
  memberId: number,
  stake: number,
  payout: number,
  settledAt: string,
  status: 'WIN' | 'LOSE' | 'CANCEL' = payout > 0 ? 'WIN' : 'LOSE',
) {
  await inMoneyTransaction(t.app.deps, async (m) => {
    const { id } = await m.trx
      .insertInto('bets')
      .values({
        site_id: siteId,
        member_id: memberId,
        game_group: 'casino',
        vendor_code: '120',
        game_code: 'baccarat',
        stake,
        payout,
        status,
        settled_at: new Date(settledAt),
        detail: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const money = { siteId, memberId, vendor: { group: 'casino', procId: 120 }, betId: id };
    const staked = await betStake(m, { ...money, amount: stake });
    const paid = payout > 0 ? await m.post(betPayoutPosting({ ...money, amount: payout })) : null;
    await m.trx
      .updateTable('bets')
      .set({ stake_txn_id: staked.transactionId, payout_txn_id: paid?.transactionId ?? null })
      .where('id', '=', id)
      .execute();
  });
}

describe('companies', () => {
  it('the master registers a company: a site of its own, its fields, an empty PT account', async () => {
    const made = await as('/api/admin/companies/create', { data: acme });
    expect(made.resultCode).toBe('200');
    expect(made.data).toMatchObject({
      id: 'acme',
      name: 'ACME 게임즈',
      code: 'ACME01',
      ptFeeBp: 1_000,
      ptLimit: 100_000,
      ptBalance: 0,
      userCount: 0,
      fees: [],
      ptMoves: [],
    });
    expect(made.data.siteKey.length).toBeGreaterThan(16);
    const list = await as<{ list: CompanyRecord[]; total: number }>('/api/admin/companies/list', {
      filter: { q: 'acme' },
    });
    expect(list.data.list.map((c) => c.id)).toEqual(['acme']);
    // the company's own site answers its own key
    expect(
      (await t.call('/api/common/code', { siteId: 'acme' }, { authorization: made.data.siteKey })).resultCode,
    ).not.toBe('E006');
  });

  it("a new company opens like the demo site: default options, ten levels, and its master signs in to the company's office only", async () => {
    const { siteKey } = (await as('/api/admin/companies/get', { id: 'acme' })).data;
    const levels = await t.app.deps.db
      .selectFrom('levels')
      .select('level')
      .where('site_id', '=', 'acme')
      .orderBy('level')
      .execute();
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const site = await t.app.deps.db
      .selectFrom('sites')
      .select('options')
      .where('id', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(site.options).toEqual(SiteOptionsSchema.parse({}));
    const login = (siteId: string, key: string, staffId: string, password: string) =>
      t.call<{ staff: { role: string } }>('/api/admin/login', { siteId, staffId, password }, { authorization: key });
    const master = await login('acme', siteKey, 'acme_boss', 'acme2026');
    expect(master.resultCode).toBe('200');
    expect(master.data.staff.role).toBe('master');
    // not on the operator's site, and not with a wrong password
    expect((await login(DEMO.siteId, DEMO.siteKey, 'acme_boss', 'acme2026')).resultCode).not.toBe('200');
    expect((await login('acme', siteKey, 'acme_boss', 'wrong2026')).resultCode).not.toBe('200');
    // the audit keeps the master's id, never the password
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select('after')
      .where('target', '=', 'company:acme')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).toContain('acme_boss');
    expect(JSON.stringify(audit.after)).not.toContain('acme2026');
  });

  it('refuses a master id or password that breaks the rules with E003 and creates nothing', async () => {
    for (const bad of [{ masterId: 'a!' }, { masterPassword: 'short' }, { masterPassword: 'lettersonly' }]) {
      expect(
        (await as('/api/admin/companies/create', { data: { ...acme, siteId: 'gamma', code: 'GAMMA1', ...bad } }))
          .resultCode,
      ).toBe('E003');
    }
    expect(
      await t.app.deps.db.selectFrom('sites').select('id').where('id', '=', 'gamma').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('a used id or code answers K201 and creates nothing', async () => {
    expect((await as('/api/admin/companies/create', { data: { ...acme, code: 'OTHER1' } })).resultCode).toBe('K201');
    expect((await as('/api/admin/companies/create', { data: { ...acme, siteId: 'acme2' } })).resultCode).toBe('K201');
    expect(
      (await as('/api/admin/companies/create', { data: { ...acme, siteId: 'demo', code: 'DEMO01' } })).resultCode,
    ).toBe('K201');
    expect((await as<{ total: number }>('/api/admin/companies/list')).data.total).toBe(1);
  });

  it('only the master role opens companies', async () => {
    const cashier = await addStaff(t, 'cashier2', 'deposit');
    expect((await t.call('/api/admin/companies/list', {}, { token: cashier })).resultCode).toBe('U029');
    const partner = await t.loginOffice('ptn01');
    expect((await t.call('/api/admin/companies/list', {}, { token: partner })).resultCode).toBe('U029');
  });

  it('PT top-ups and usage go through the ledger; usage may reach −limit and no further (K202)', async () => {
    expect(
      (await as('/api/admin/companies/ptTopUp', { id: 'acme', amount: 50_000, memo: '11월 충전' })).data.ptBalance,
    ).toBe(50_000);
    expect((await as('/api/admin/companies/ptUse', { id: 'acme', amount: 120_000 })).data.ptBalance).toBe(-70_000);
    const over = await as('/api/admin/companies/ptUse', { id: 'acme', amount: 30_001 });
    expect(over.resultCode).toBe('K202');
    expect(over.data).toMatchObject({ limit: 100_000 });
    // two usages racing for the last 30,000 of credit: one passes
    const raced = await Promise.all([
      as('/api/admin/companies/ptUse', { id: 'acme', amount: 20_000 }, 'use-a'),
      as('/api/admin/companies/ptUse', { id: 'acme', amount: 20_000 }, 'use-b'),
    ]);
    expect(raced.map((r) => r.resultCode).sort()).toEqual(['200', 'K202']);
    const detail = await as('/api/admin/companies/get', { id: 'acme' });
    expect(detail.data.ptBalance).toBe(-90_000);
    expect(detail.data.ptMoves.map((m) => [m.kind, m.amount])).toEqual([
      ['company.pt.use', -20_000],
      ['company.pt.use', -120_000],
      ['company.pt.topup', 50_000],
    ]);
    // a retried top-up with its key moves once
    await as('/api/admin/companies/ptTopUp', { id: 'acme', amount: 90_000 }, 'topup-1');
    expect((await as('/api/admin/companies/ptTopUp', { id: 'acme', amount: 90_000 }, 'topup-1')).data.ptBalance).toBe(
      0,
    );
  });

  it('charges the monthly fee on GGR once, in site time; an open month answers K203', async () => {
    const player = await companyMember('acme', 'acmeuser');
    await settledBet('acme', player, 1_000_000, 400_000, '2026-10-15T03:00:00Z');
    await settledBet('acme', player, 200_000, 0, '2026-09-30T15:30:00Z'); // 1 Oct 00:30 in Korea: October
    await settledBet('acme', player, 500_000, 0, '2026-10-31T15:30:00Z'); // 1 Nov 00:30 in Korea: November
    await settledBet('acme', player, 300_000, 300_000, '2026-10-20T03:00:00Z', 'CANCEL');
    expect((await as('/api/admin/companies/get', { id: 'acme' })).data.userCount).toBe(1);
    expect((await as('/api/admin/companies/chargeFee', { id: 'acme', month: '2026-11' })).resultCode).toBe('K203');
    const fee = await as<CompanyFee>('/api/admin/companies/chargeFee', { id: 'acme', month: '2026-10' });
    // GGR 600,000 + 200,000; 10% of it
    expect(fee.data).toMatchObject({ month: '2026-10', ggr: 800_000, fee: 80_000, feeBp: 1_000, chargedBy: 'admin' });
    const again = await as<CompanyFee>('/api/admin/companies/chargeFee', { id: 'acme', month: '2026-10' });
    expect(again.data).toEqual(fee.data);
    const posted = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('idempotency_key', '=', 'company:fee:acme:2026-10')
      .execute();
    expect(posted).toEqual([{ kind: 'company.fee' }]);
    // the fee is owed whatever the PT balance (the limit bounds spending only)
    expect((await as('/api/admin/companies/get', { id: 'acme' })).data).toMatchObject({
      ptBalance: -80_000,
      fees: [{ month: '2026-10', fee: 80_000 }],
    });
  });

  it("the monthly job charges every company's last ended month once, alongside the staff action", async () => {
    await as('/api/admin/companies/create', { data: { ...acme, siteId: 'beta', code: 'BETA01', name: 'Beta' } });
    await settledBet('beta', await companyMember('beta', 'betauser'), 100_000, 0, '2026-10-02T03:00:00Z');
    const job = companyFeeJob(t.app.deps, t.app.log);
    await Promise.all([job.run(), companyFeeJob(t.app.deps, t.app.log).run()]);
    const rows = await t.app.deps.db
      .selectFrom('company_fees')
      .select(['site_id', 'month', 'fee'])
      .orderBy('site_id')
      .execute();
    expect(rows).toEqual([
      { site_id: 'acme', month: '2026-10', fee: 80_000 },
      { site_id: 'beta', month: '2026-10', fee: 10_000 },
    ]);
    expect(
      await t.app.deps.db.selectFrom('ledger_transactions').select('id').where('kind', '=', 'company.fee').execute(),
    ).toHaveLength(2);
  });

  it('an edit changes the fields and the PT limit; a bad rate is E003', async () => {
    const edited = await as('/api/admin/companies/update', {
      id: 'acme',
      data: { name: 'ACME', ptLimit: 200_000, contact: 'ops@acme.example' },
    });
    // fields not sent stay as they were
    expect(edited.data).toMatchObject({
      name: 'ACME',
      ptLimit: 200_000,
      contact: 'ops@acme.example',
      code: 'ACME01',
      companyClass: 'A',
      domain: 'acme.example',
      ptFeeBp: 1_000,
    });
    expect((await as('/api/admin/companies/update', { id: 'acme', data: { ptFeeBp: 10_001 } })).resultCode).toBe(
      'E003',
    );
    expect((await as('/api/admin/companies/update', { id: 'acme', data: { code: 'BETA01' } })).resultCode).toBe('K201');
    expect((await as('/api/admin/companies/get', { id: 'nope' })).resultCode).toBe('E007');
  });

  it('leaves a ledger that verifies', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
