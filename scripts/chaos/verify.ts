import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import type { Effect } from './journal';

/**
 * After the run, on the primary itself (docs/operations/chaos.md#the-report): every journalled
 * effect is in the database exactly once, nothing the members did is there twice, and the
 * ledger's invariants hold (`npm run ledger:verify`, the operators' own check).
 */
export interface Verdict {
  journalled: Record<string, number>;
  found: Record<string, number>;
  /** Journalled effects not found exactly once: what and how many times it was found. */
  differences: Array<{ effect: string; found: number }>;
  /** Effects in the database the journal lacks (a call whose answer never came): listed, not counted as lost. */
  unacknowledged: string[];
  ledgerVerify: { ok: boolean; output: string };
}

const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

async function counts(client: pg.Client, keys: string[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ key: string; n: string }>(
    `select idempotency_key as key, count(*) as n from ledger_transactions
      where idempotency_key = any($1) group by idempotency_key`,
    [keys],
  );
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

export async function verifyRun(
  directDatabaseUrl: string,
  effects: Effect[],
  memberIds: number[],
  since: Date,
  /** The run's prefix of every key it made up (provider transaction ids among them). */
  tag: string,
): Promise<Verdict> {
  const client = new pg.Client({ connectionString: directDatabaseUrl });
  await client.connect();
  try {
    const differences: Verdict['differences'] = [];
    const journalled: Record<string, number> = {};
    const found: Record<string, number> = {};
    const tally = (kind: string, expected: number, seen: number) => {
      journalled[kind] = (journalled[kind] ?? 0) + expected;
      found[kind] = (found[kind] ?? 0) + seen;
    };

    // slips: each journalled slip once, with its stake once in the ledger; its betProc key wrote
    // exactly the slips answered (a retried call must not have placed them again)
    const slips = effects.filter((e) => e.kind === 'slip');
    const slipIds = slips.flatMap((s) => s.slipIds);
    const { rows: slipRows } = await client.query<{ id: number; member_id: number; idempotency_key: string | null }>(
      'select id, member_id, idempotency_key from bets where id = any($1)',
      [slipIds],
    );
    const slipById = new Map(slipRows.map((r) => [Number(r.id), r]));
    const stakes = await counts(
      client,
      slipIds.map((id) => `bet:stake:${id}`),
    );
    const { rows: keyRows } = await client.query<{ idempotency_key: string }>(
      'select idempotency_key from bets where member_id = any($1) and idempotency_key is not null',
      [memberIds],
    );
    for (const s of slips) {
      // the keys the server records on the slips (docs/architecture/ledger.md): a minigame pick's
      // `betProc:<member>:<key>:<n>`, a sports slip's `sports:<member>:<key>`
      const mine = (k: string) =>
        s.product === 'minigame' ? k.startsWith(`betProc:${s.member}:${s.key}:`) : k === `sports:${s.member}:${s.key}`;
      const written = keyRows.filter((r) => mine(r.idempotency_key)).length;
      if (written !== s.slipIds.length) differences.push({ effect: `slips of key ${s.key}`, found: written });
      for (const id of s.slipIds) {
        const seen = slipById.has(id) ? (stakes.get(`bet:stake:${id}`) ?? 0) : 0;
        tally(`${s.product} slips`, 1, seen === 1 ? 1 : 0);
        if (seen !== 1) differences.push({ effect: `slip ${id} (stake bet:stake:${id})`, found: seen });
      }
    }

    // wallet transactions: the provider's transaction once in pam_transactions, and a non-zero one
    // once in the ledger under the server's key (a stake `vendor:demo:<id>`, a win `…:deposit`)
    const pams = effects.filter((e) => e.kind === 'pam');
    const { rows: pamRows } = await client.query<{ provider_tx_id: string; n: string }>(
      `select provider_tx_id, count(*) as n from pam_transactions
        where provider = 'demo' and provider_tx_id = any($1) group by provider_tx_id`,
      [pams.map((p) => p.transactionId)],
    );
    const recorded = new Map(pamRows.map((r) => [r.provider_tx_id, Number(r.n)]));
    const pamKey = (p: { transactionId: string; type: string }) =>
      `vendor:demo:${p.transactionId}${p.type === 'DEPOSIT' ? ':deposit' : ''}`;
    const posted = await counts(client, pams.map(pamKey));
    for (const p of pams) {
      const seen = recorded.get(p.transactionId) ?? 0;
      const moved = p.amount === 0 ? 1 : (posted.get(pamKey(p)) ?? 0);
      tally('pam transactions', 1, seen === 1 && moved === 1 ? 1 : 0);
      if (seen !== 1) differences.push({ effect: `pam transaction ${p.transactionId}`, found: seen });
      if (moved !== 1) differences.push({ effect: pamKey(p), found: moved });
    }

    // deposits: each request once; each approved one paid once (deposit:<id>)
    const deposits = new Map<number, boolean>();
    for (const e of effects)
      if (e.kind === 'deposit') deposits.set(e.requestId, (deposits.get(e.requestId) ?? false) || e.approved);
    const { rows: requestRows } = await client.query<{ id: number; n: string }>(
      `select id, count(*) over (partition by id) as n from cash_requests where id = any($1)`,
      [[...deposits.keys()]],
    );
    const requests = new Map(requestRows.map((r) => [Number(r.id), Number(r.n)]));
    const paid = await counts(
      client,
      [...deposits.keys()].map((id) => `deposit:${id}`),
    );
    for (const [id, approved] of deposits) {
      const seen = requests.get(id) ?? 0;
      tally('deposit requests', 1, seen === 1 ? 1 : 0);
      if (seen !== 1) differences.push({ effect: `deposit request ${id}`, found: seen });
      if (!approved) continue;
      const credited = paid.get(`deposit:${id}`) ?? 0;
      tally('deposits paid', 1, credited === 1 ? 1 : 0);
      if (credited !== 1) differences.push({ effect: `deposit:${id}`, found: credited });
    }

    // what the members did that the journal lacks
    const { rows: extraSlips } = await client.query<{ id: number }>(
      `select id from bets where member_id = any($1) and created_at >= $2 and not (id = any($3))
         and game_group in ('minigame', 'sports')`,
      [memberIds, since, slipIds],
    );
    const { rows: extraPam } = await client.query<{ provider_tx_id: string }>(
      `select provider_tx_id from pam_transactions
        where provider = 'demo' and provider_tx_id like $1 and not (provider_tx_id = any($2))`,
      [`${tag}-%`, pams.map((p) => p.transactionId)],
    );
    const { rows: extraRequests } = await client.query<{ id: number }>(
      `select id from cash_requests where member_id = any($1) and created_at >= $2 and not (id = any($3))`,
      [memberIds, since, [...deposits.keys()]],
    );
    const unacknowledged = [
      ...extraSlips.map((r) => `slip ${r.id}`),
      ...extraPam.map((r) => `pam transaction ${r.provider_tx_id}`),
      ...extraRequests.map((r) => `deposit request ${r.id}`),
    ];

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/modules/ledger/verifyCli.ts'], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: directDatabaseUrl },
      encoding: 'utf8',
    });
    const ledgerVerify = { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
    return { journalled, found, differences, unacknowledged, ledgerVerify };
  } finally {
    await client.end();
  }
}
