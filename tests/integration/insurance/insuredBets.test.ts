import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { tick } from '../../../src/server/modules/minigame/engine';
import { verify } from '../../../src/server/modules/ledger/verify';
import { LedgerKind, post, SystemAccount } from '../../../src/server/modules/ledger/service';
import type { GameState } from '../../../src/shared/api/minigame';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { InsuranceSettingsRecord, InsuredBetRecord } from '../../../src/shared/api/office/insurance';
import type { OfficeList } from '../../../src/shared/api/office';
import { balancesOf, memberIdOf } from '../../support/moneyFixtures';
import { openSession, pamClient } from '../../support/pamClient';

/**
 * Insured bets (docs/domains/insurance.md). ptn05 (the shop above member01-03) insures minigame and
 * slot slips above 10,000 won at 50%; ptn04 above it insures casino, slot and minigame from the
 * first won at 100%, so ptn05, the nearest insuring partner, takes the minigame and slot slips and
 * ptn04 the casino ones. Every money step is checked against the ledger invariants.
 */
const clock = {
  t: Date.parse('2026-11-21T03:00:10Z'),
  now() {
    return new Date(this.t);
  },
};
let t: TestApp;
let staff: string;
const ids: Record<string, number> = {};

const expectLedgerOk = async () => expect((await verify(t.database.db)).violations).toEqual([]);
const cashOf = async (memId: string) => (await balancesOf(t, memId)).cash;
const insuredRows = () => t.database.db.selectFrom('insured_bets').selectAll().orderBy('bet_id').execute();
const setInsurance = (memId: string, data: Record<string, unknown>, token = staff) =>
  t.call<InsuranceSettingsRecord>('/api/admin/insurance/update', { id: ids[memId], data }, { token });
const insuredList = (token: string, filter: Record<string, unknown> = {}, scope = 'admin') =>
  t.call<OfficeList<InsuredBetRecord>>(
    `/api/${scope}/insuredBets/list`,
    { page: 1, perPage: 100, sort: { field: 'id', order: 'ASC' }, filter },
    { token },
  );

/** Moves money between the house and a member through the ledger (test setup: fund or drain). */
const houseTransfer = (memId: string, toMember: number, key: string) =>
  post(t.app.deps, {
    siteId: 'demo',
    idempotencyKey: `test:${key}`,
    kind: LedgerKind.Give,
    postings: [
      { account: { system: SystemAccount.House, asset: 'cash' }, amount: -toMember },
      { account: { member: ids[memId]!, asset: 'cash' }, amount: toMember },
    ],
  });

let roundNo = 0;
/** One vendor round through /pam: the stake, then the payout that closes it (0 for a loss). */
async function vendorRound(
  memId: string,
  stake: number,
  payout: number,
  game = { group: 'slot', procId: 234, gameId: 'demo-slot-5x3' },
) {
  const { token } = await openSession(t.app, ids[memId]!, { ...game, provider: 'demo' });
  const pam = pamClient(t.app, { token, provider: 'demo' });
  const round = `ins-${++roundNo}`;
  const base = {
    currency: 'KRW',
    provider: 'demo',
    bonusAmount: 0,
    promoAmount: 0,
    transactionDateTime: '2026-11-21T03:00:00Z',
    providerGameId: game.gameId,
    providerRoundId: round,
  };
  const stakeAnswer = await pam.add(String(ids[memId]), {
    ...base,
    transactionType: 'WITHDRAW',
    cashAmount: stake,
    providerTransactionId: `${round}-s`,
    isGameOver: false,
  });
  expect(stakeAnswer.body.status).toBe('OK');
  const payAnswer = await pam.add(String(ids[memId]), {
    ...base,
    transactionType: 'DEPOSIT',
    cashAmount: payout,
    providerTransactionId: `${round}-p`,
    isGameOver: true,
  });
  expect(payAnswer.body.status).toBe('OK');
  const slip = await t.database.db
    .selectFrom('bets')
    .select(['id', 'status'])
    .where('round_id', '=', round)
    .executeTakeFirstOrThrow();
  return { round, pam, slipId: slip.id, status: slip.status };
}

const game = () => t.call<GameState>('/api/minigame/getGame/pwball', {});
const bet = (token: string, roundKey: string, market: string, pick: string, amount: number) =>
  t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'pwball', roundKey, bets: [{ market, pick, amount }] },
    { token },
  );

beforeAll(async () => {
  t = await createTestApp({ clock });
  await tick(t.app.deps);
  staff = await t.loginStaff();
  for (const memId of ['ptn03', 'ptn04', 'ptn05', 'member01', 'member02', 'member03'])
    ids[memId] = await memberIdOf(t, memId);
});
afterAll(() => t.close());

describe('insurance settings', () => {
  it('staff set a partner\u2019s settings (audited); bad values change nothing; the partner reads its own and may not change them', async () => {
    const before = await t.call<InsuranceSettingsRecord>(
      '/api/admin/insurance/get',
      { id: ids.ptn05 },
      { token: staff },
    );
    expect(before.data).toMatchObject({
      memId: 'ptn05',
      enabled: false,
      gameGroups: [],
      standardAmount: 0,
      rateBp: 0,
      debt: 0,
      updatedAt: null,
    });

    expect(
      (await setInsurance('ptn05', { enabled: true, gameGroups: ['minigame'], standardAmount: 10_000, rateBp: 10_001 }))
        .resultCode,
    ).toBe('E003');
    expect(
      (await setInsurance('ptn05', { enabled: true, gameGroups: ['lottery'], standardAmount: 10_000, rateBp: 5_000 }))
        .resultCode,
    ).toBe('E003');
    expect(
      (await setInsurance('ptn05', { enabled: true, gameGroups: ['minigame'], standardAmount: -1, rateBp: 5_000 }))
        .resultCode,
    ).toBe('E003');
    expect((await t.call('/api/admin/insurance/get', { id: ids.member01 }, { token: staff })).resultCode).toBe('E007');
    expect(await t.database.db.selectFrom('insurance_settings').selectAll().execute()).toEqual([]);

    const saved = await setInsurance('ptn05', {
      enabled: true,
      gameGroups: ['minigame', 'slot', 'slot'],
      standardAmount: 10_000,
      rateBp: 5_000,
    });
    expect(saved.resultCode).toBe('200');
    expect(saved.data).toMatchObject({
      memId: 'ptn05',
      enabled: true,
      gameGroups: ['minigame', 'slot'],
      standardAmount: 10_000,
      rateBp: 5_000,
      debt: 0,
    });
    expect(
      (
        await setInsurance('ptn04', {
          enabled: true,
          gameGroups: ['casino', 'slot', 'minigame'],
          standardAmount: 0,
          rateBp: 10_000,
        })
      ).resultCode,
    ).toBe('200');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'actor_id'])
      .where('action', '=', 'insurance.update')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'insurance.update', target: 'ptn05', actor_id: 'admin' },
      { action: 'insurance.update', target: 'ptn04', actor_id: 'admin' },
    ]);

    const ptn05 = await t.loginOffice('ptn05');
    const own = await t.call<InsuranceSettingsRecord>('/api/partner/insurance/me', {}, { token: ptn05 });
    expect(own.data).toMatchObject({ id: ids.ptn05, enabled: true, standardAmount: 10_000, rateBp: 5_000 });
    expect(
      (
        await t.call(
          '/api/admin/insurance/update',
          { id: ids.ptn05, data: { enabled: false, gameGroups: [], standardAmount: 0, rateBp: 0 } },
          { token: ptn05 },
        )
      ).resultCode,
    ).toBe('U029');
    const list = await t.call<OfficeList<InsuranceSettingsRecord>>(
      '/api/admin/insurance/list',
      { page: 1, perPage: 50, filter: { enabled: true } },
      { token: staff },
    );
    expect(list.data.list.map((r) => r.memId).sort()).toEqual(['ptn04', 'ptn05']);
  });
});

describe('a minigame round with insured slips', () => {
  it('books the nearest partner\u2019s share of the winning and the losing slip; a stake at or under the standard amount is not insured', async () => {
    const partnerBefore = await cashOf('ptn05');
    const ptn04Before = await cashOf('ptn04');
    const { round } = (await game()).data;
    expect((await bet(await t.login('member01'), round!.roundKey, 'power_oe', 'odd', 30_000)).resultCode).toBe('200');
    expect((await bet(await t.login('member02'), round!.roundKey, 'power_oe', 'even', 30_000)).resultCode).toBe('200');
    expect((await bet(await t.login('member03'), round!.roundKey, 'power_oe', 'odd', 10_000)).resultCode).toBe('200');
    clock.t = Date.parse(round!.drawsAt) + 1;
    await tick(t.app.deps);

    const slips = await t.database.db
      .selectFrom('bets')
      .select(['id', 'member_id', 'status', 'payout'])
      .where('round_id', '=', round!.roundKey)
      .orderBy('id')
      .execute();
    expect(slips.every((s) => s.status === 'WIN' || s.status === 'LOSE')).toBe(true);
    const rows = await insuredRows();
    // member03's 10,000 is not above the standard amount: no partner above ptn05 is tried.
    expect(rows.map((r) => r.member_id)).toEqual([ids.member01, ids.member02]);
    for (const r of rows) {
      const slip = slips.find((s) => s.id === r.bet_id)!;
      // Applied 30,000 - 10,000; share floor(20,000 x 5,000 / 10,000) of the stake; a win paid 1.95 x 30,000.
      expect(r).toMatchObject({
        partner_id: ids.ptn05,
        stake: 30_000,
        standard_amount: 10_000,
        applied_amount: 20_000,
        rate_bp: 5_000,
        stake_share: 10_000,
        payout: slip.payout,
      });
      expect(r.payout_share).toBe(slip.status === 'WIN' ? 19_500 : 0);
      expect(r.payout_paid).toBe(r.payout_share);
      expect(r.payout_txn_id === null).toBe(slip.status === 'LOSE');
    }
    // The partner took 10,000 of each stake and paid half of the 58,500 win: +500.
    expect((await cashOf('ptn05')) - partnerBefore).toBe(500);
    expect(await cashOf('ptn04')).toBe(ptn04Before);
    const keys = await t.database.db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', 'kind'])
      .where('kind', 'in', ['insure.stake', 'insure.payout'])
      .orderBy('id')
      .execute();
    expect(keys.map((k) => k.idempotency_key).sort()).toEqual(
      [
        ...rows.map((r) => `insure:stake:${r.bet_id}`),
        `insure:payout:${rows.find((r) => r.payout_share > 0)!.bet_id}`,
      ].sort(),
    );
    await expectLedgerOk();

    // The staff list shows the §3 insurance fields; the winning slip is the partner's loss.
    const list = await insuredList(staff);
    expect(list.data.total).toBe(2);
    const win = list.data.list.find((r) => r.status === 'WIN')!;
    expect(win).toMatchObject({
      partnerMemId: 'ptn05',
      gameGroup: 'minigame',
      standardAmount: 10_000,
      appliedAmount: 20_000,
      rateBp: 5_000,
      stakeShare: 10_000,
      payoutShare: 19_500,
      insuredResult: -9_500,
    });
    expect(list.data.list.find((r) => r.status === 'LOSE')!.insuredResult).toBe(10_000);
  });

  it('a voided round refunds every stake and insures nothing', async () => {
    const partnerBefore = await cashOf('ptn05');
    const rowsBefore = (await insuredRows()).length;
    const { round } = (await game()).data;
    expect((await bet(await t.login('member01'), round!.roundKey, 'power_oe', 'odd', 30_000)).resultCode).toBe('200');
    // No node drew the round for more than 10 minutes: it is voided and refunded.
    clock.t = Date.parse(round!.drawsAt) + 11 * 60_000;
    await tick(t.app.deps);
    const slip = await t.database.db
      .selectFrom('bets')
      .select(['status', 'payout'])
      .where('round_id', '=', round!.roundKey)
      .executeTakeFirstOrThrow();
    expect(slip).toEqual({ status: 'CANCEL', payout: 30_000 });
    expect((await insuredRows()).length).toBe(rowsBefore);
    expect(await cashOf('ptn05')).toBe(partnerBefore);
    await expectLedgerOk();
  });
});

describe('vendor rounds', () => {
  it('a slot round is insured by ptn05 and a casino round by ptn04 (ptn05 does not insure casino)', async () => {
    const [p5, p4] = [await cashOf('ptn05'), await cashOf('ptn04')];
    const member = await cashOf('member01');
    const slot = await vendorRound('member01', 40_000, 100_000);
    const casino = await vendorRound('member02', 20_000, 0, { group: 'casino', procId: 120, gameId: 'demo-baccarat' });
    expect([slot.status, casino.status]).toEqual(['WIN', 'LOSE']);
    const rows = await insuredRows();
    // Slot: applied 30,000 at 50% is 15,000 of the stake; the payout share floor(100,000 x 15,000 / 40,000).
    expect(rows.find((r) => r.bet_id === slot.slipId)).toMatchObject({
      partner_id: ids.ptn05,
      applied_amount: 30_000,
      stake_share: 15_000,
      payout_share: 37_500,
      payout_paid: 37_500,
    });
    // Casino: ptn04 insures from the first won at 100%: the whole stake is its own.
    expect(rows.find((r) => r.bet_id === casino.slipId)).toMatchObject({
      partner_id: ids.ptn04,
      standard_amount: 0,
      applied_amount: 20_000,
      stake_share: 20_000,
      payout_share: 0,
      payout_paid: 0,
    });
    expect((await cashOf('ptn05')) - p5).toBe(15_000 - 37_500);
    expect((await cashOf('ptn04')) - p4).toBe(20_000);
    // The member is paid by the house as always.
    expect((await cashOf('member01')) - member).toBe(60_000);
    await expectLedgerOk();
  });

  it('a cancelled stake reverses nothing that was never booked: the cancelled round is not insured', async () => {
    const p5 = await cashOf('ptn05');
    const rowsBefore = (await insuredRows()).length;
    const { token } = await openSession(t.app, ids.member03!, { provider: 'demo' });
    const pam = pamClient(t.app, { token, provider: 'demo' });
    const base = {
      currency: 'KRW',
      provider: 'demo',
      bonusAmount: 0,
      promoAmount: 0,
      transactionDateTime: '2026-11-21T03:00:00Z',
      providerGameId: 'demo-slot-5x3',
      providerRoundId: 'ins-cancel',
    };
    expect(
      (
        await pam.add(String(ids.member03), {
          ...base,
          transactionType: 'WITHDRAW',
          cashAmount: 50_000,
          providerTransactionId: 'ins-cancel-s',
          isGameOver: false,
        })
      ).body.status,
    ).toBe('OK');
    expect(
      (
        await pam.add(String(ids.member03), {
          ...base,
          transactionType: 'CANCEL',
          cashAmount: 50_000,
          providerTransactionId: 'ins-cancel-s',
        })
      ).body.status,
    ).toBe('OK');
    // The provider closes the round with nothing paid: the slip stays cancelled and uninsured.
    const close = await pam.add(String(ids.member03), {
      ...base,
      transactionType: 'DEPOSIT',
      cashAmount: 0,
      providerTransactionId: 'ins-cancel-p',
      isGameOver: true,
    });
    expect(close.body.status).toBe('ERROR');
    const slip = await t.database.db
      .selectFrom('bets')
      .select('status')
      .where('round_id', '=', 'ins-cancel')
      .executeTakeFirstOrThrow();
    expect(slip.status).toBe('CANCEL');
    expect((await insuredRows()).length).toBe(rowsBefore);
    expect(await cashOf('ptn05')).toBe(p5);
    await expectLedgerOk();
  });
});

describe('a partner whose balance cannot cover its payout share', () => {
  it('pays what it has, owes the rest (the house paid the member), and repays it first out of its next stake shares', async () => {
    await houseTransfer('ptn05', -(await cashOf('ptn05')), 'drain-ptn05');
    expect(await cashOf('ptn05')).toBe(0);
    const member = await cashOf('member01');
    const won = await vendorRound('member01', 40_000, 100_000);
    expect((await cashOf('member01')) - member).toBe(60_000);
    const row = (await insuredRows()).find((r) => r.bet_id === won.slipId)!;
    // +15,000 stake share, then 15,000 of the 37,500 payout share: 22,500 owed.
    expect(row).toMatchObject({ stake_share: 15_000, payout_share: 37_500, payout_paid: 15_000 });
    expect(await cashOf('ptn05')).toBe(0);
    const settings = await t.call<InsuranceSettingsRecord>(
      '/api/admin/insurance/get',
      { id: ids.ptn05 },
      { token: staff },
    );
    expect(settings.data.debt).toBe(22_500);
    await expectLedgerOk();

    const lost = await vendorRound('member02', 30_000, 0);
    const next = (await insuredRows()).find((r) => r.bet_id === lost.slipId)!;
    // Its 10,000 stake share goes to the debt at once.
    expect(next).toMatchObject({ stake_share: 10_000, payout_share: 0, payout_paid: 10_000 });
    expect(await cashOf('ptn05')).toBe(0);
    expect(
      (await t.call<InsuranceSettingsRecord>('/api/admin/insurance/get', { id: ids.ptn05 }, { token: staff })).data
        .debt,
    ).toBe(12_500);
    await expectLedgerOk();

    // Funded again, its next losing slip clears the debt and the rest is its own.
    await houseTransfer('ptn05', 1_000_000, 'fund-ptn05');
    await vendorRound('member03', 60_000, 0);
    expect(
      (await t.call<InsuranceSettingsRecord>('/api/admin/insurance/get', { id: ids.ptn05 }, { token: staff })).data
        .debt,
    ).toBe(0);
    expect(await cashOf('ptn05')).toBe(1_000_000 + 25_000 - 12_500);
    await expectLedgerOk();
  });
});

describe('many insured slips settled at once', () => {
  it('books every share exactly once, whatever the interleaving', async () => {
    const p5 = await cashOf('ptn05');
    const before = (await insuredRows()).length;
    const plays = ['member01', 'member02', 'member03'].flatMap((memId) =>
      Array.from({ length: 8 }, (_, i) => ({ memId, stake: 12_000 + i * 1_000, payout: i % 3 === 0 ? 30_000 : 0 })),
    );
    await Promise.all(plays.map((p) => vendorRound(p.memId, p.stake, p.payout)));
    const rows = (await insuredRows()).slice(before);
    expect(rows).toHaveLength(plays.length);
    const expected = plays.reduce((sum, p) => {
      const share = Math.floor(((p.stake - 10_000) * 5_000) / 10_000);
      return sum + share - Math.floor((p.payout * share) / p.stake);
    }, 0);
    expect((await cashOf('ptn05')) - p5).toBe(expected);
    expect(rows.reduce((sum, r) => sum + r.stake_share - r.payout_paid, 0)).toBe(expected);
    await expectLedgerOk();
  });
});

describe('the insured-bet list by who asks', () => {
  it('a partner sees its subtree\u2019s insured slips only; staff see the site\u2019s', async () => {
    // Another branch under the head office, with a member insured by its own partner.
    const branch = await t.call<{ id: number }>(
      '/api/admin/partners/create',
      {
        data: {
          memId: 'ptnb2',
          memNick: '다른지사',
          name: '박지사',
          phone: '010-5555-0001',
          password: 'pass1234',
          tier: 'PTN_2',
          parentId: await memberIdOf(t, 'ptn01'),
          rates: [],
        },
      },
      { token: staff },
    );
    expect(branch.resultCode).toBe('200');
    ids.ptnb2 = branch.data.id;
    const ptnb2 = await t.loginOffice('ptnb2');
    const lower = await t.call<{ id: number }>(
      '/api/partner/members/create',
      {
        data: {
          memId: 'memb01',
          memNick: '다른회원',
          name: '최회원',
          phone: '010-5555-0002',
          password: 'pass1234',
          tier: 'NORMAL',
        },
      },
      { token: ptnb2 },
    );
    expect(lower.resultCode).toBe('200');
    ids.memb01 = lower.data.id;
    await houseTransfer('memb01', 200_000, 'fund-memb01');
    expect(
      (await setInsurance('ptnb2', { enabled: true, gameGroups: ['slot'], standardAmount: 0, rateBp: 2_000 }))
        .resultCode,
    ).toBe('200');
    const outside = await vendorRound('memb01', 50_000, 0);

    const all = (await insuredList(staff, {}, 'admin')).data;
    expect(all.list.map((r) => r.memId)).toContain('memb01');
    for (const who of ['ptn05', 'ptn03']) {
      const mine = (await insuredList(await t.loginOffice(who), {}, 'partner')).data;
      expect(mine.total).toBe(all.total - 1);
      expect(mine.list.map((r) => r.id)).not.toContain(outside.slipId);
      // Asking for the other branch by name finds nothing.
      expect((await insuredList(await t.loginOffice(who), { memId: 'memb01' }, 'partner')).data.total).toBe(0);
    }
    const theirs = (await insuredList(ptnb2, {}, 'partner')).data;
    expect(theirs.list.map((r) => [r.memId, r.partnerMemId, r.stakeShare])).toEqual([['memb01', 'ptnb2', 10_000]]);
    // A partner's own settings are its own: ptnb2 reads ptnb2's.
    expect(
      (await t.call<InsuranceSettingsRecord>('/api/partner/insurance/me', { id: ids.ptn05 }, { token: ptnb2 })).data
        .memId,
    ).toBe('ptnb2');
    // Staff of another area may not open the insured-bet list.
    expect((await insuredList(await t.login('member01'), {}, 'partner')).resultCode).not.toBe('200');
    await expectLedgerOk();
  });
});
