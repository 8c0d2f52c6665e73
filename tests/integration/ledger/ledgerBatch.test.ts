import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { ResultCode } from '../../../src/shared/resultCodes';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { DomainEvent } from '../../../src/server/events/bus';
import {
  inMoneyTransaction,
  LedgerKind,
  SystemAccount,
  vendorAccount,
  type PostInput,
} from '../../../src/server/modules/ledger/service';
import { memberBalances } from '../../../src/server/modules/ledger/repo';
import { verify } from '../../../src/server/modules/ledger/verify';
import { betPayoutPosting, betStake } from '../../../src/server/modules/ledger/gameMoney';

/** m.postBatch (a round's payouts): many movements in a few statements, with every rule of one post. */
let t: TestApp;
const events: DomainEvent[] = [];
const ids: Record<string, number> = {};
const vendor = { group: 'minigame', procId: 1 };

beforeAll(async () => {
  t = await createTestApp();
  t.app.deps.bus.subscribe((e) => events.push(e));
  const rows = await t.app.deps.db
    .selectFrom('members')
    .select(['id', 'mem_id'])
    .where('mem_id', 'in', ['member01', 'member02', 'member03', 'ptn05'])
    .execute();
  for (const r of rows) ids[r.mem_id] = r.id;
});
afterAll(() => t.close());

const db = () => t.app.deps.db;
const cash = async (memId: string) => (await memberBalances(db(), ids[memId]!)).cash;
const transactionCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from ledger_transactions`.execute(db())).rows[0]!.n);

/** Real bets, each staked through the ledger, as a round's settlement finds them. */
async function placeBets(memIds: string[], stake: number): Promise<{ id: number; memberId: number }[]> {
  return inMoneyTransaction(t.app.deps, async (m) => {
    const bets = [];
    for (const memId of memIds) {
      const memberId = ids[memId]!;
      const bet = await m.trx
        .insertInto('bets')
        .values({
          site_id: DEMO.siteId,
          member_id: memberId,
          game_group: 'minigame',
          vendor_code: '1',
          game_code: 'batch',
          round_id: null,
          stake,
          stake_txn_id: null,
          payout_txn_id: null,
          balance_before: null,
          balance_after: null,
          detail: JSON.stringify({}),
          settled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const staked = await betStake(m, { siteId: DEMO.siteId, memberId, vendor, betId: bet.id, amount: stake });
      await m.trx.updateTable('bets').set({ stake_txn_id: staked.transactionId }).where('id', '=', bet.id).execute();
      bets.push({ id: bet.id, memberId });
    }
    return bets;
  });
}

/** Pays the bets in one batch and stores each payout transaction on its bet, as settlement does. */
const pay = (bets: { id: number; memberId: number }[], amount: number) =>
  inMoneyTransaction(t.app.deps, async (m) => {
    const posted = await m.postBatch(
      bets.map((b) => betPayoutPosting({ siteId: DEMO.siteId, memberId: b.memberId, vendor, betId: b.id, amount })),
    );
    for (const [i, b] of bets.entries()) {
      await m.trx
        .updateTable('bets')
        .set({ payout: amount, status: 'WIN', payout_txn_id: posted[i]!.transactionId })
        .where('id', '=', b.id)
        .execute();
    }
    return posted;
  });

const move = (key: string, memberId: number, amount: number, asset: 'cash' | 'point' = 'cash'): PostInput => ({
  siteId: DEMO.siteId,
  idempotencyKey: key,
  kind: asset === 'cash' ? LedgerKind.Give : LedgerKind.PointAccrual,
  postings: [
    { account: { system: asset === 'cash' ? SystemAccount.House : SystemAccount.Bonus, asset }, amount: -amount },
    { account: { member: memberId, asset }, amount },
  ],
});

describe('ledger batch posting', () => {
  it('pays many bets of mixed members: one keyed transaction each, entries summing to zero, one cash event per member, verify clean', async () => {
    const bets = await placeBets(['member01', 'member02', 'member01', 'ptn05'], 1_000);
    const before = { member01: await cash('member01'), member02: await cash('member02'), ptn05: await cash('ptn05') };
    events.length = 0;
    const posted = await pay(bets, 1_950);
    expect(posted.map((p) => p.replayed)).toEqual([false, false, false, false]);
    expect(new Set(posted.map((p) => p.transactionId)).size).toBe(4);
    expect({ member01: await cash('member01'), member02: await cash('member02'), ptn05: await cash('ptn05') }).toEqual({
      member01: before.member01 + 3_900,
      member02: before.member02 + 1_950,
      ptn05: before.ptn05 + 1_950,
    });

    const { rows } = await sql<{ idempotency_key: string; kind: string; entries: number; total: string }>`
      select t.idempotency_key, t.kind, count(e.id)::int as entries, sum(e.amount)::text as total
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.id = any(${posted.map((p) => p.transactionId)}::bigint[]) group by t.id order by t.id`.execute(db());
    expect(rows).toEqual(
      bets.map((b) => ({ idempotency_key: `bet:payout:${b.id}`, kind: LedgerKind.BetPayout, entries: 2, total: '0' })),
    );

    // member01's two payouts: each entry records the balance right after it.
    const after = await db()
      .selectFrom('ledger_entries as e')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select('e.balance_after')
      .where('a.member_id', '=', ids.member01!)
      .where('e.transaction_id', 'in', [posted[0]!.transactionId, posted[2]!.transactionId])
      .orderBy('e.id')
      .execute();
    expect(after.map((r) => r.balance_after)).toEqual([before.member01 + 1_950, before.member01 + 3_900]);

    expect(events.filter((e) => e.type === 'cash').sort((a, b) => a.memberId! - b.memberId!)).toEqual(
      [
        {
          type: 'cash',
          memberId: ids.member01,
          cash: before.member01 + 3_900,
          point: (await memberBalances(db(), ids.member01!)).point,
        },
        {
          type: 'cash',
          memberId: ids.member02,
          cash: before.member02 + 1_950,
          point: (await memberBalances(db(), ids.member02!)).point,
        },
        {
          type: 'cash',
          memberId: ids.ptn05,
          cash: before.ptn05 + 1_950,
          point: (await memberBalances(db(), ids.ptn05!)).point,
        },
      ].sort((a, b) => a.memberId! - b.memberId!),
    );
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });

  it('a re-run changes nothing; a batch mixing paid and new bets moves only the new ones', async () => {
    const bets = await placeBets(['member02', 'member03'], 500);
    const first = await pay(bets, 1_000);
    const count = await transactionCount();
    const balances = [await cash('member02'), await cash('member03')];
    events.length = 0;

    const again = await pay(bets, 1_000);
    expect(again).toEqual(first.map((p) => ({ transactionId: p.transactionId, replayed: true, balances: new Map() })));
    expect(await transactionCount()).toBe(count);
    expect([await cash('member02'), await cash('member03')]).toEqual(balances);
    expect(events).toEqual([]);

    const [extra] = await placeBets(['member03'], 500);
    const mixed = await pay([...bets, extra!], 1_000);
    expect(mixed.map((p) => p.replayed)).toEqual([true, true, false]);
    expect(await cash('member03')).toBe(balances[1]! - 500 + 1_000);
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });

  it('refuses a key reused with other postings (E004) and moves nothing of the batch', async () => {
    const [bet] = await placeBets(['member01'], 700);
    await pay([bet!], 1_400);
    const [other] = await placeBets(['member02'], 700);
    const count = await transactionCount();
    const balances = [await cash('member01'), await cash('member02')];
    await expect(pay([other!, bet!], 2_000)).rejects.toMatchObject({ code: 'E004' });
    expect(await transactionCount()).toBe(count);
    expect([await cash('member01'), await cash('member02')]).toEqual(balances);
  });

  it('keeps every running balance at zero or above: a debit before the credit that would cover it is refused', async () => {
    const memberId = ids.member03!;
    const balance = await cash('member03');
    const debit = (key: string): PostInput => ({
      ...move(key, memberId, -(balance + 5)),
      insufficient: ResultCode.BetNoMoney,
    });
    const count = await transactionCount();
    await expect(
      inMoneyTransaction(t.app.deps, (m) =>
        m.postBatch([debit('test:batch:debit1'), move('test:batch:credit1', memberId, balance + 10)]),
      ),
    ).rejects.toMatchObject({ code: ResultCode.BetNoMoney });
    expect(await transactionCount()).toBe(count);
    expect(await cash('member03')).toBe(balance);

    await inMoneyTransaction(t.app.deps, (m) =>
      m.postBatch([move('test:batch:credit2', memberId, balance + 10), debit('test:batch:debit2')]),
    );
    expect(await cash('member03')).toBe(balance + 5);
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });

  it('moves cash and points of one member in one batch and publishes both new balances', async () => {
    const memberId = ids.member02!;
    const before = await memberBalances(db(), memberId);
    events.length = 0;
    const posted = await inMoneyTransaction(t.app.deps, (m) =>
      m.postBatch([move('test:batch:cash', memberId, 300), move('test:batch:point', memberId, 40, 'point')]),
    );
    const expected = { cash: before.cash + 300, point: before.point + 40 };
    expect(await memberBalances(db(), memberId)).toEqual(expected);
    expect(posted.map((p) => p.balances.get(memberId))).toEqual([expected, expected]);
    expect(events).toEqual([{ type: 'cash', memberId, ...expected }]);
    // System accounts got entries only, never a cached balance.
    const system = await db()
      .selectFrom('accounts')
      .select('balance')
      .where('member_id', 'is', null)
      .where('code', 'in', [SystemAccount.House, SystemAccount.Bonus, vendorAccount(vendor.group, vendor.procId)])
      .execute();
    expect(system.length).toBeGreaterThan(0);
    expect(system.every((a) => a.balance === null)).toBe(true);
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });
});
