import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { createEventBus } from '../src/server/events/bus';
import { LedgerKind, post, SystemAccount, vendorAccount } from '../src/server/modules/ledger/service';
import { verify } from '../src/server/modules/ledger/verify';
import { openGameSession } from '../src/server/modules/vendors/sessions';
import { load, round, type Bench, type BenchContext } from './harness';
import { runInChild } from './runLoad';
import type { PamPlan, PamResult } from './pamCallers';
import { pamTx } from './pamBody';
import { withScratchPostgres } from './scratchPostgres';
import { checkWagered, grantRequirements, WAGERING } from './benchMembers';
import { profiled } from './cpuProfile';
import { pgSampled, trackFunctions } from './pgActivity';

/**
 * The seamless wallet under provider load: PAM addTransaction callbacks over real HTTP
 * to /pam, as Valkyrie's Evolution module sends them (a WITHDRAW, then the round's DEPOSIT), from
 * 64 concurrent callers in a process of their own (bench/pamCallers.ts) on PostgreSQL. Next to
 * it, plain ledger transfers (one member's cash to a vendor account) on the same database at the
 * same concurrency: `pam_vs_ledger` is PAM transactions per second divided by ledger transfers
 * per second.
 */
const CONCURRENCY = 64;
const MEMBERS = 256;
const START_CASH = 1_000_000_000_000;
const PROVIDER = 'evolution';

const STATEMENT_ROUNDS = 20;

/**
 * Round trips to PostgreSQL per PAM call (BEGIN and COMMIT included), counted on the driver while
 * one caller plays rounds alone: what a callback costs the database, whatever the machine's load.
 */
async function statementsPerCall<R>(work: (count: () => number) => Promise<R>): Promise<R> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let statements = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return original.apply(this, args);
  };
  try {
    return await work(() => statements);
  } finally {
    proto.query = original;
  }
}

async function run(ctx: BenchContext): Promise<void> {
  await withScratchPostgres(ctx, 'vendor', CONCURRENCY + 4, async (database) => {
    const config = loadConfig({
      SERVE_STATIC: 'false',
      SCHEDULER: 'false',
      LOG_LEVEL: 'silent',
      DEMO: 'true',
      DATABASE_URL: ctx.postgresUrl,
    });
    await trackFunctions(database);
    await migrate(database);
    await seedDemo(database.db, config, demoSeedSteps);
    const deps = { db: database.db, bus: createEventBus(() => undefined), clock: { now: () => new Date() } };
    const template = await database.db
      .selectFrom('members')
      .selectAll()
      .where('mem_id', '=', 'member01')
      .executeTakeFirstOrThrow();
    const members: { id: number; token: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const { id: _id, created_at: _c, updated_at: _u, ...row } = template;
      const { id } = await database.db
        .insertInto('members')
        .values({
          ...row,
          mem_id: `bench${i}`,
          mem_nick: `bench${i}`,
          phone: `0108${String(i).padStart(7, '0')}`,
          account_no: `8${i}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db
        .updateTable('members')
        .set({ path: `${template.path.replace(/\d+\/$/, '')}${id}/` })
        .where('id', '=', id)
        .execute();
      await post(deps, {
        siteId: DEMO.siteId,
        idempotencyKey: `bench:fund:${id}`,
        kind: LedgerKind.Seed,
        postings: [
          { account: { system: SystemAccount.House, asset: 'cash' }, amount: -START_CASH },
          { account: { member: id, asset: 'cash' }, amount: START_CASH },
        ],
      });
      const { token } = await openGameSession(deps, {
        siteId: DEMO.siteId,
        memberId: id,
        loginSessionId: null,
        group: 'casino',
        procId: 120,
        provider: PROVIDER,
        gameId: '',
        adapterKind: 'valkyrie',
        language: 'ko',
      });
      members.push({ id, token });
    }

    if (WAGERING)
      await grantRequirements(
        database,
        members.map((m) => m.id),
      );
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const call = async (m: { id: number; token: string }, body: Record<string, unknown>) => {
        const res = await fetch(`${base}/pam/players/${m.id}/transactions?provider=${PROVIDER}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.PAM_API_TOKEN}`,
            'x-player-token': m.token,
            'x-correlation-id': 'bench',
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
        const json = (await res.json()) as { status: string; error?: { code: string } };
        if (json.status !== 'OK') throw new Error(`PAM answered ${JSON.stringify(json)}`);
      };
      const tx = (type: string, id: string, round: string, amount: number) => pamTx(PROVIDER, type, id, round, amount);

      /** The provider's callers in their own process (bench/pamCallers.ts), as Valkyrie is. */
      const rounds = (tag: string, perCaller: number) =>
        runInChild<PamPlan, PamResult>('./pamCallers.ts', {
          base,
          apiToken: config.PAM_API_TOKEN,
          provider: PROVIDER,
          members,
          concurrency: CONCURRENCY,
          perCaller,
          tag,
        });
      await rounds('warm', 4);
      const sql = await statementsPerCall(async (count) => {
        const per = { WITHDRAW: 0, DEPOSIT: 0 };
        for (let r = 0; r < STATEMENT_ROUNDS; r++) {
          const g = `count-${r}`;
          for (const body of [tx('WITHDRAW', `${g}-d`, g, 1_000), tx('DEPOSIT', `${g}-c`, g, r % 2 ? 1_950 : 0)]) {
            const before = count();
            await call(members[r % MEMBERS]!, body);
            per[body.transactionType as keyof typeof per] += count() - before;
          }
        }
        return { withdraw: per.WITHDRAW / STATEMENT_ROUNDS, deposit: per.DEPOSIT / STATEMENT_ROUNDS };
      });
      const pam = await pgSampled(
        database,
        'vendor-pam',
        (r) => r.calls,
        () => profiled('vendor-pam', () => rounds('run', ctx.quick ? 8 : 40)),
      );
      if (process.env.BENCH_PG_SAMPLE === '1')
        console.error(`cpu vendor-pam: ${pam.cpuPerCall.toFixed(2)} ms per call in the callers' process`);

      const vendor = { system: vendorAccount('casino', 120), asset: 'cash' as const };
      let seq = 0;
      const transfer = () =>
        post(deps, {
          siteId: DEMO.siteId,
          idempotencyKey: `bench:ledger:${seq++}`,
          kind: LedgerKind.VendorBet,
          postings: [
            { account: { member: members[seq % MEMBERS]!.id, asset: 'cash' }, amount: -1_000 },
            { account: vendor, amount: 1_000 },
          ],
        });
      await load(MEMBERS, CONCURRENCY, transfer);
      const ledger = await pgSampled(
        database,
        'vendor-ledger',
        (r) => r.latencies.length,
        () => load(ctx.quick ? 2_000 : 10_000, CONCURRENCY, transfer),
      );

      const report = (figure: string, value: number, unit: string) =>
        ctx.report({
          bench: 'vendor',
          figure,
          value,
          unit,
          db: 'postgres',
          concurrency: CONCURRENCY,
          wagering: WAGERING,
        });
      report('pam_tx_per_s', round(pam.perSecond), '1/s');
      report('pam_tx_p50_ms', round(pam.p50, 2), 'ms');
      report('pam_tx_p99_ms', round(pam.p99, 2), 'ms');
      report('pam_sql_per_withdraw', round(sql.withdraw, 1), 'statements');
      report('pam_sql_per_deposit', round(sql.deposit, 1), 'statements');
      report('ledger_transfers_per_s', round(ledger.perSecond), '1/s');
      report('pam_vs_ledger', round(pam.perSecond / ledger.perSecond, 2), 'ratio');
      await checkWagered(database);
      const check = await verify(database.db);
      if (!check.ok)
        throw new Error(`ledger does not verify after the bench: ${JSON.stringify(check.violations.slice(0, 3))}`);
    } finally {
      await app.close();
    }
  });
}

const bench: Bench = { name: 'vendor', run };
export default bench;
