import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { post, LedgerKind, SystemAccount } from '../../../src/server/modules/ledger/service';
import { verify } from '../../../src/server/modules/ledger/verify';
import { evolution, openSession, pamClient, type PamAnswer } from '../../support/pamClient';

/**
 * PAM chaos (docs/architecture/ledger.md#invariants-and-how-they-are-tested): 10,000 PAM calls as
 * Valkyrie's Evolution module sends them, over 50 members: rounds of one to three bets settled or
 * cancelled, with duplicates, cancels sent before their stake, calls of one member in parallel, and
 * answers "dropped" (the same call sent again at once, as a provider retries after a timeout).
 * Afterwards ledger:verify is green and every member's balance is its seed plus the effects of the
 * calls the PAM accepted (each once).
 */
const MEMBERS = 50;
/** PAM_CHAOS_CALLS runs a shorter chaos (CI's PGlite suite: docs/architecture/tests.md#ci); the full one is the default. */
const CALLS = Number(process.env.PAM_CHAOS_CALLS ?? 10_000);
const SEED = 1_000_000;
const WORKERS = 8;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

/** A reproducible random source (mulberry32), so a failure can be replayed. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

async function addMembers(n: number): Promise<number[]> {
  const db = t.app.deps.db;
  const template = await db
    .selectFrom('members')
    .selectAll()
    .where('mem_id', '=', 'member01')
    .executeTakeFirstOrThrow();
  const parentPath = template.path.replace(/\d+\/$/, '');
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const { id: _id, created_at: _c, updated_at: _u, ...row } = template;
    const { id } = await db
      .insertInto('members')
      .values({
        ...row,
        mem_id: `chaos${i}`,
        mem_nick: `chaos${i}`,
        phone: `0109000${String(i).padStart(4, '0')}`,
        account_no: `9000${i}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('members')
      .set({ path: `${parentPath}${id}/` })
      .where('id', '=', id)
      .execute();
    await post(t.app.deps, {
      siteId: DEMO.siteId,
      idempotencyKey: `chaos:seed:${id}`,
      kind: LedgerKind.Seed,
      postings: [
        { account: { system: SystemAccount.House, asset: 'cash' }, amount: -SEED },
        { account: { member: id, asset: 'cash' }, amount: SEED },
      ],
    });
    ids.push(id);
  }
  return ids;
}

type Call = { body: ReturnType<typeof evolution.debit>; parallel: boolean };

/** One member's script: its rounds in order, then shuffled a little (cancels before stakes), with duplicates. */
function script(member: number, rand: () => number, calls: number): Call[] {
  const out: Call[] = [];
  let round = 0;
  while (out.length < calls) {
    round++;
    const g = `m${member}-g${round}`;
    const bets = 1 + Math.floor(rand() * 3);
    const stakes = Array.from({ length: bets }, (_, b) =>
      evolution.debit({ id: `${g}-d${b}`, ref: `${g}-r${b}`, round: g, amount: 100 * (1 + Math.floor(rand() * 50)) }),
    );
    const roundCalls: Call['body'][] = [...stakes];
    const fate = rand();
    if (fate < 0.2) {
      // Cancel every bet; a third of the time the cancel overtakes its stake.
      for (const s of stakes) {
        const cancel = evolution.cancel({
          id: `${s.providerTransactionId}-x`,
          ref: s.providerBetRef,
          round: g,
          amount: s.cashAmount,
        });
        if (rand() < 0.33) roundCalls.splice(roundCalls.indexOf(s), 0, cancel);
        else roundCalls.push(cancel);
      }
    } else {
      const win = rand() < 0.45 ? Math.floor(stakes.reduce((sum, s) => sum + s.cashAmount, 0) * (1 + rand() * 2)) : 0;
      roundCalls.push(evolution.credit({ id: `${g}-c`, ref: stakes[0]!.providerBetRef, round: g, amount: win }));
    }
    for (const body of roundCalls) {
      out.push({ body, parallel: rand() < 0.1 });
      // A duplicate later on (a retry arriving out of order).
      if (rand() < 0.08)
        out.splice(out.length - Math.floor(rand() * Math.min(out.length, 6)), 0, { body, parallel: false });
    }
  }
  return out.slice(0, calls);
}

it(`keeps the ledger whole through ${CALLS} random PAM calls over ${MEMBERS} members`, async () => {
  const members = await addMembers(MEMBERS);
  const rand = rng(20261125);
  const perMember = Math.floor(CALLS / MEMBERS);
  const work = await Promise.all(
    members.map(async (id) => ({
      id,
      token: (await openSession(t.app, id, { group: 'casino', procId: 120, provider: 'evolution', gameId: '' })).token,
      calls: script(id, rand, perMember),
    })),
  );
  // Effects the PAM answered OK, each transaction once (a replay answers OK again and moves nothing).
  const accepted = new Map<number, Map<string, number>>(members.map((id) => [id, new Map()]));
  const record = (id: number, body: Call['body'], res: PamAnswer) => {
    if (res.body.status !== 'OK') return;
    const sign = body.transactionType === 'WITHDRAW' ? -1 : 1;
    accepted.get(id)!.set(`${body.transactionType}:${body.providerTransactionId}`, sign * body.cashAmount);
  };
  let sent = 0;
  const queue = [...work];
  const worker = async () => {
    for (let w = queue.shift(); w; w = queue.shift()) {
      const pam = pamClient(t.app, { token: w.token, provider: 'evolution' });
      for (const call of w.calls) {
        const send = async () => record(w.id, call.body, await pam.add(String(w.id), call.body));
        // A parallel call: the same request twice at once (an answer dropped and retried while the first still runs).
        await (call.parallel ? Promise.all([send(), send()]) : send());
        sent += call.parallel ? 2 : 1;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  expect(sent).toBeGreaterThanOrEqual(CALLS);

  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  const balances = await t.app.deps.db
    .selectFrom('accounts')
    .select(['member_id', 'balance'])
    .where('member_id', 'in', members)
    .where('asset', '=', 'cash')
    .execute();
  const refunds = await t.app.deps.db
    .selectFrom('pam_transactions')
    .select(['member_id', 'provider_tx_id', 'amount'])
    .where('member_id', 'in', members)
    .where('kind', '=', 'CANCEL')
    .where('early', '=', false)
    .execute();
  for (const { member_id, balance } of balances) {
    // A cancel refunds the stake it names (its answer does not carry the amount moved: read it from its record).
    const effects = accepted.get(member_id!)!;
    for (const r of refunds.filter((x) => x.member_id === member_id))
      effects.set(`CANCEL:${r.provider_tx_id}`, r.amount);
    expect(balance).toBe(SEED + [...effects.values()].reduce((a, b) => a + b, 0));
  }
  // Every early cancel's stake was refused: nothing of it is in the ledger.
  const early = await t.app.deps.db
    .selectFrom('pam_transactions')
    .select('cancels_id')
    .where('early', '=', true)
    .where('cancels_id', 'is not', null)
    .execute();
  const stakes = early.length
    ? await t.app.deps.db
        .selectFrom('pam_transactions')
        .select('ledger_txn_id')
        .where(
          'id',
          'in',
          early.map((e) => e.cancels_id!),
        )
        .execute()
    : [];
  expect(stakes.every((s) => s.ledger_txn_id === null)).toBe(true);
}, 1_800_000);
