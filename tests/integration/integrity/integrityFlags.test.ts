import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { FlagRecord } from '../../../src/shared/api/integrity';
import { memberIdOf } from '../../support/moneyFixtures';

/**
 * Integrity flags (docs/domains/integrity.md) on seeded scenarios: a chip-dumping pair, a
 * multi-account ring, a coupon farm, and a clean population of 1,000 members that must raise no
 * flag. The detector reads sign-in sightings, members, money_transfers, bets with legs and
 * promotion ledger credits; those rows are seeded directly (coupons belong to promotions,
 * docs/domains/promotions.md; seeded here as the ledger kind they write).
 */
let t: TestApp;
let staff: string;
const asStaff = <T>(path: string, body: Record<string, unknown> = {}) => t.call<T>(path, body, { token: staff });

async function addMembers(
  rows: { memId: string; phone: string; account?: string; ip: string; device: string; parent: string }[],
): Promise<number[]> {
  const db = t.database.db;
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const parents = new Map<string, { id: number; path: string }>();
    for (const p of new Set(chunk.map((r) => r.parent)))
      parents.set(
        p,
        await db.selectFrom('members').select(['id', 'path']).where('mem_id', '=', p).executeTakeFirstOrThrow(),
      );
    const inserted = await db
      .insertInto('members')
      .values(
        chunk.map((r) => ({
          site_id: 'demo',
          mem_id: r.memId,
          mem_nick: `n_${r.memId}`,
          name: r.memId,
          phone: r.phone,
          account_no: r.account ?? '',
          password_hash: 'x',
          status: 'normal',
          parent_id: parents.get(r.parent)!.id,
          join_ip: r.ip,
        })),
      )
      .returning(['id', 'mem_id'])
      .execute();
    const byMemId = new Map(chunk.map((r) => [r.memId, r]));
    for (const m of inserted) {
      const r = byMemId.get(m.mem_id)!;
      ids.push(m.id);
      await db
        .updateTable('members')
        .set({ path: `${parents.get(r.parent)!.path}${m.id}/` })
        .where('id', '=', m.id)
        .execute();
    }
    await db
      .insertInto('member_sightings')
      .values(
        inserted.flatMap((m) => [
          { member_id: m.id, kind: 'ip' as const, value: byMemId.get(m.mem_id)!.ip },
          { member_id: m.id, kind: 'device' as const, value: byMemId.get(m.mem_id)!.device },
        ]),
      )
      .execute();
  }
  return ids;
}

/** A one-leg slip on a round (what the minigame writes), left open. */
async function seedBet(memberId: number, round: string, market: string, pick: string, stake: number) {
  // Named, not the column's default: a leg's created_at is its slip's (migration 3500).
  const at = new Date();
  const bet = await t.database.db
    .insertInto('bets')
    .values({
      site_id: 'demo',
      member_id: memberId,
      game_group: 'minigame',
      vendor_code: 'house',
      game_code: 'pwball',
      round_id: round,
      stake,
      odds: 195,
      stake_txn_id: null,
      payout_txn_id: null,
      balance_before: null,
      balance_after: null,
      detail: '{}',
      created_at: at,
      settled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('bet_legs')
    .values({ bet_id: bet.id, leg_no: 1, market, pick, odds: 195, created_at: at })
    .execute();
}

async function seedTransfer(kind: 'pay' | 'recover' | 'give', from: number, to: number, amount: number) {
  const txn = await sql<{ id: number }>`select min(id) as id from ledger_transactions`.execute(t.database.db);
  await t.database.db
    .insertInto('money_transfers')
    .values({
      site_id: 'demo',
      kind,
      actor_id: from,
      from_member_id: from,
      to_member_id: to,
      amount,
      txn_id: txn.rows[0]!.id,
    })
    .execute();
}

/**
 * A promotion credit as promotions write it (docs/domains/promotions.md): the member's points up,
 * the bonus account down, balanced.
 */
async function seedCoupon(memberId: number, n: number) {
  const db = t.database.db;
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('member_id', '=', memberId)
    .where('asset', '=', 'point')
    .executeTakeFirstOrThrow();
  const bonus = await db
    .selectFrom('accounts')
    .select('id')
    .where('site_id', '=', 'demo')
    .where('code', '=', 'bonus')
    .where('asset', '=', 'point')
    .executeTakeFirstOrThrow();
  const txn = await db
    .insertInto('ledger_transactions')
    .values({
      site_id: 'demo',
      idempotency_key: `coupon:test:${memberId}:${n}`,
      kind: 'coupon.use',
      request_hash: 'seed',
      meta: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const after = await db
    .updateTable('accounts')
    .set((eb) => ({ balance: eb('balance', '+', 5_000) }))
    .where('id', '=', account.id)
    .returning('balance')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledger_entries')
    .values([
      { transaction_id: txn.id, account_id: account.id, amount: 5_000, balance_after: after.balance },
      { transaction_id: txn.id, account_id: bonus.id, amount: -5_000, balance_after: null },
    ])
    .execute();
}

let clean: number[] = [];
let pair: number[] = [];
let ring: number[] = [];
let farm: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.loginStaff();
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  // 1,000 ordinary members: their own phone, account, IP and device each.
  clean = await addMembers(
    Array.from({ length: 1000 }, (_, i) => ({
      memId: `clean${pad(i, 4)}`,
      phone: `010-3${pad(i, 3)}-${pad(i * 7, 4)}`,
      account: `3333${pad(i, 8)}`,
      ip: `10.${i >> 8}.${i & 255}.1`,
      device: `device-clean-${pad(i, 4)}`,
      parent: 'ptn05',
    })),
  );
  pair = await addMembers([
    { memId: 'dumpa', phone: '010-7000-0001', ip: '198.51.100.1', device: 'device-shared-pair', parent: 'ptn05' },
    { memId: 'dumpb', phone: '010-7000-0002', ip: '198.51.100.2', device: 'device-shared-pair', parent: 'ptn05' },
  ]);
  ring = await addMembers([
    { memId: 'ring1', phone: '010-7100-0001', ip: '198.51.101.1', device: 'device-ring-12', parent: 'ptn05' },
    {
      memId: 'ring2',
      phone: '010-7100-0002',
      account: '110-123-456789',
      ip: '198.51.101.2',
      device: 'device-ring-12',
      parent: 'ptn05',
    },
    {
      memId: 'ring3',
      phone: '010-5555-1234',
      account: '110123456789',
      ip: '198.51.101.3',
      device: 'device-ring-3',
      parent: 'ptn05',
    },
    { memId: 'ring4', phone: '011-5555-1234', ip: '198.51.101.4', device: 'device-ring-4', parent: 'ptn05' },
  ]);
  farm = await addMembers([
    { memId: 'farm1', phone: '010-7200-0001', ip: '203.0.113.7', device: 'device-farm-1', parent: 'ptn04' },
    { memId: 'farm2', phone: '010-7200-0002', ip: '203.0.113.7', device: 'device-farm-2', parent: 'ptn04' },
    { memId: 'farm3', phone: '010-7200-0003', ip: '203.0.113.7', device: 'device-farm-3', parent: 'ptn04' },
  ]);

  // The pair: gifts back and forth, and opposite picks on two rounds.
  await seedTransfer('give', pair[0]!, pair[1]!, 300_000);
  await seedTransfer('give', pair[1]!, pair[0]!, 250_000);
  await seedTransfer('give', pair[0]!, pair[1]!, 400_000);
  for (const round of ['pwball-20261121-0100', 'pwball-20261121-0101']) {
    await seedBet(pair[0]!, round, 'power_oe', 'odd', 100_000);
    await seedBet(pair[1]!, round, 'power_oe', 'even', 100_000);
  }
  // The farm: every account takes the sign-up coupon.
  for (const id of farm) await seedCoupon(id, 1);
  // The clean population does all of that too, but with strangers: neighbours bet against each
  // other on the same rounds, the shop pays each, and each takes a coupon.
  const shop = await memberIdOf(t, 'ptn05');
  for (let i = 0; i < 40; i += 2) {
    await seedBet(clean[i]!, 'pwball-20261121-0100', 'power_oe', 'odd', 10_000);
    await seedBet(clean[i + 1]!, 'pwball-20261121-0100', 'power_oe', 'even', 10_000);
    await seedBet(clean[i]!, 'pwball-20261121-0101', 'power_oe', 'even', 10_000);
    await seedBet(clean[i + 1]!, 'pwball-20261121-0101', 'power_oe', 'odd', 10_000);
    await seedTransfer('give', clean[i]!, clean[i + 1]!, 10_000);
    await seedTransfer('give', clean[i + 1]!, clean[i]!, 10_000);
    await seedTransfer('give', clean[i]!, clean[i + 1]!, 10_000);
    await seedTransfer('pay', shop, clean[i]!, 10_000);
    await seedCoupon(clean[i]!, 1);
    await seedCoupon(clean[i + 1]!, 1);
  }
}, 300_000);
afterAll(() => t.close());

const flags = async () =>
  (await asStaff<{ list: FlagRecord[]; total: number }>('/api/admin/integrity/list', { perPage: 100 })).data.list;
const of = (list: FlagRecord[], kind: string, ids: number[]) =>
  list.find((f) => f.kind === kind && f.members.map((m) => m.id).join() === ids.join());

describe('integrity detection', () => {
  it('finds the chip-dumping pair, the multi-account ring and the coupon farm, each with its evidence', async () => {
    const run = await asStaff<{ flagged: number; groups: number }>('/api/admin/integrity/run');
    expect(run.resultCode).toBe('200');
    const list = await flags();

    const dumping = of(list, 'chip_dumping', pair)!;
    expect(dumping.evidence.signals).toEqual([
      { kind: 'device', value: 'device-shared-pair', memIds: ['dumpa', 'dumpb'] },
    ]);
    expect(dumping.evidence.transfers!.map((x) => [x.from, x.to, x.amount])).toEqual([
      ['dumpa', 'dumpb', 300_000],
      ['dumpb', 'dumpa', 250_000],
      ['dumpa', 'dumpb', 400_000],
    ]);
    expect(
      dumping.evidence.oppositeBets!.map((b) => [b.round, b.market, b.picks.map((p) => `${p.memId}:${p.pick}`).join()]),
    ).toEqual([
      ['pwball-20261121-0100', 'power_oe', 'dumpa:odd,dumpb:even'],
      ['pwball-20261121-0101', 'power_oe', 'dumpa:odd,dumpb:even'],
    ]);
    expect(of(list, 'multi_account', pair)).toBeDefined();

    const multi = of(list, 'multi_account', ring)!;
    expect(multi.members.map((m) => m.memId)).toEqual(['ring1', 'ring2', 'ring3', 'ring4']);
    expect(multi.evidence.signals).toEqual(
      expect.arrayContaining([
        { kind: 'device', value: 'device-ring-12', memIds: ['ring1', 'ring2'] },
        { kind: 'account', value: '****6789', memIds: ['ring2', 'ring3'] },
        { kind: 'phone', value: '****1234', memIds: ['ring3', 'ring4'] },
      ]),
    );
    expect(of(list, 'chip_dumping', ring)).toBeUndefined();

    const farming = of(list, 'promo_farming', farm)!;
    expect(farming.evidence.signals).toEqual([
      { kind: 'ip', value: '203.0.113.7', memIds: ['farm1', 'farm2', 'farm3'] },
    ]);
    expect(farming.evidence.promotions).toEqual(
      ['farm1', 'farm2', 'farm3'].map((memId) => ({ memId, kind: 'coupon.use', count: 1, amount: 5_000 })),
    );
  });

  it('raises no flag on the clean population of 1,000 members', async () => {
    const list = await flags();
    const cleanIds = new Set(clean);
    expect(list.filter((f) => f.members.some((m) => cleanIds.has(m.id)))).toEqual([]);
    expect(list.map((f) => f.kind).sort()).toEqual([
      'chip_dumping',
      'multi_account',
      'multi_account',
      'multi_account',
      'promo_farming',
    ]);
  });

  it('partners see the flags whose every account is in their subtree', async () => {
    const shop = await t.loginOffice('ptn05');
    const upper = await t.loginOffice('ptn04');
    const seen = async (token: string) =>
      (await t.call<{ list: FlagRecord[] }>('/api/partner/integrity/list', { perPage: 100 }, { token })).data.list
        .map((f) => f.kind)
        .sort();
    expect(await seen(shop)).toEqual(['chip_dumping', 'multi_account', 'multi_account']);
    expect(await seen(upper)).toEqual([
      'chip_dumping',
      'multi_account',
      'multi_account',
      'multi_account',
      'promo_farming',
    ]);
    const farmFlag = of(await flags(), 'promo_farming', farm)!;
    expect((await t.call('/api/partner/integrity/get', { id: farmFlag.id }, { token: shop })).resultCode).toBe('E007');
    expect(
      (await t.call('/api/partner/integrity/accept', { id: farmFlag.id, action: 'black', memo: 'x' }, { token: upper }))
        .resultCode,
    ).not.toBe('200');
  });

  it('staff accept with a memo (betting locked, audited) or dismiss; a judged flag stays judged', async () => {
    const list = await flags();
    const dumping = of(list, 'chip_dumping', pair)!;
    expect(
      (await asStaff('/api/admin/integrity/accept', { id: dumping.id, action: 'lock_bet', memo: '' })).resultCode,
    ).toBe('E003');
    const accepted = await asStaff<FlagRecord>('/api/admin/integrity/accept', {
      id: dumping.id,
      action: 'lock_bet',
      memo: '같은 기기에서 주고받기 반복',
    });
    expect(accepted.data).toMatchObject({
      status: 'accepted',
      action: 'lock_bet',
      reviewedBy: 'admin',
      memo: '같은 기기에서 주고받기 반복',
    });
    const locked = await t.database.db.selectFrom('members').select('can_bet').where('id', 'in', pair).execute();
    expect(locked.map((m) => m.can_bet)).toEqual([false, false]);
    expect((await asStaff('/api/admin/integrity/dismiss', { id: dumping.id, memo: 'again' })).resultCode).toBe('E003');

    const ringFlag = of(list, 'multi_account', ring)!;
    expect(
      (await asStaff<FlagRecord>('/api/admin/integrity/dismiss', { id: ringFlag.id, memo: '가족 확인' })).data,
    ).toMatchObject({ status: 'dismissed', action: null });

    const farming = of(list, 'promo_farming', farm)!;
    expect(
      (await asStaff('/api/admin/integrity/accept', { id: farming.id, action: 'black', memo: '쿠폰 농장' })).resultCode,
    ).toBe('200');
    expect(
      (await t.database.db.selectFrom('members').select('status').where('id', 'in', farm).execute()).map(
        (m) => m.status,
      ),
    ).toEqual(['black', 'black', 'black']);

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'actor_id'])
      .where('action', 'like', 'integrity.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'integrity.accept', target: `flag:${dumping.id}`, actor_id: 'admin' },
      { action: 'integrity.dismiss', target: `flag:${ringFlag.id}`, actor_id: 'admin' },
      { action: 'integrity.accept', target: `flag:${farming.id}`, actor_id: 'admin' },
    ]);

    // The next pass refreshes open flags only and never reopens a judged one.
    await asStaff('/api/admin/integrity/run');
    const after = await flags();
    expect(of(after, 'multi_account', ring)).toMatchObject({ status: 'dismissed', memo: '가족 확인' });
    expect(of(after, 'chip_dumping', pair)).toMatchObject({ status: 'accepted' });
    expect(after.length).toBe(list.length);
    const byMember = await asStaff<{ list: FlagRecord[] }>('/api/admin/integrity/list', {
      filter: { memberId: ring[0] },
    });
    expect(byMember.data.list.map((f) => f.kind)).toEqual(['multi_account']);
  });
});
