import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { runTemplate } from '../../support/testApp';
import { openDatabase } from '../../../src/server/db/database';
import { memberBalances } from '../../../src/server/modules/ledger/repo';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { Envelope } from '../../../src/shared/api/envelope';
import { officeTokenOver } from '../../support/officeLogin';
import { pgliteCopy, postgresCopy } from '../../support/templateDatabase';
import type { TransferResult } from '../../../src/shared/api/partnerMoney';

/**
 * The ledger invariants after a crash
 * (docs/architecture/ledger.md#invariants-and-how-they-are-tested): a real server process killed
 * with SIGKILL in the middle of a burst of money calls and started again leaves the ledger
 * verifiable, and every call that had answered "200" is present. PostgreSQL when DATABASE_URL is
 * set (a copy of the run's template database), else PGlite in a data directory of its own.
 */
const pgUrl = process.env.DATABASE_URL;
const PORT = pgUrl ? 8122 : 8121;
const base = `http://127.0.0.1:${PORT}`;
let env: Record<string, string>;
let cleanup: () => Promise<void>;
let server: ChildProcess | undefined;

beforeAll(async () => {
  if (pgUrl) {
    const scratch = await postgresCopy(runTemplate(), 'crash');
    env = { DATABASE_URL: scratch.url, DEMO: 'true' };
    cleanup = scratch.drop;
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'ledger-crash-'));
    await (await pgliteCopy(runTemplate(), dir)).close();
    env = { DATA_DIR: dir, DEMO: 'true' };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) kill(server, 'SIGKILL');
  await cleanup();
});

/** Its own process group, so the signal reaches node behind npx and tsx. */
function start(): ChildProcess {
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SERVE_STATIC: 'false',
      SCHEDULER: 'false',
      // the demo players' day would spend the shop's money beside the burst (C019 refusals)
      DEMO_PLAY: 'false',
      LOG_LEVEL: 'warn',
    },
    detached: true,
    stdio: 'ignore',
  });
  return child;
}
const kill = (child: ChildProcess, signal: NodeJS.Signals) => process.kill(-child.pid!, signal);
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

async function call<T>(
  p: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, ...headers },
    body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
  });
  return (await res.json()) as Envelope<T>;
}

async function waitReady(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await call('/api/member/logout', {})).resultCode === '200') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const login = (memId: string) => officeTokenOver(base, '/api/partner/login', { memId, memPass: DEMO.password });

describe('SIGKILL in the middle of a burst of money calls', () => {
  it('keeps every answered call and a ledger that verifies', async () => {
    server = start();
    await waitReady();
    const token = await login('ptn05');
    const answered = new Map<string, TransferResult>();
    let sent = 0;
    let stop = false;
    let refused: string | undefined;
    const worker = async () => {
      while (!stop) {
        const key = `crash-${sent++}`;
        try {
          const res = await call<TransferResult>(
            '/api/partner/money/pay',
            { memId: 'member01', amount: 1_000 },
            { token, 'idempotency-key': key },
          );
          if (res.resultCode === '200') answered.set(key, res.data);
          else refused ??= res.resultCode;
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while (answered.size < 150 && !refused) await new Promise((r) => setTimeout(r, 5));
    expect(refused, 'a pay call of the burst was refused').toBeUndefined();
    kill(server, 'SIGKILL');
    stop = true;
    await Promise.all(workers);
    await exited(server);
    expect(sent).toBeGreaterThan(answered.size);

    server = start();
    await waitReady();
    // Each answered call is there: its replay returns the same transfer and moves nothing.
    const again = await login('ptn05');
    for (const [key, first] of answered) {
      const replay = await call<TransferResult>(
        '/api/partner/money/pay',
        { memId: 'member01', amount: 1_000 },
        { token: again, 'idempotency-key': key },
      );
      expect(replay.data.transfer).toEqual(first.transfer);
    }
    kill(server, 'SIGTERM');
    await exited(server);

    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      const ids = [...answered.values()].map((a) => a.transfer.id);
      const rows = await database.db.selectFrom('money_transfers').select(['id', 'txn_id']).execute();
      expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
      const member01 = (
        await database.db.selectFrom('members').select('id').where('mem_id', '=', 'member01').executeTakeFirstOrThrow()
      ).id;
      // Every committed transfer, answered or cut off before its answer, is in the balance exactly once.
      expect((await memberBalances(database.db, member01)).cash).toBe(500_000 + rows.length * 1_000);
      expect(await verify(database.db)).toEqual({ ok: true, violations: [] });
    } finally {
      await database.close();
    }
  }, 300_000);
});
