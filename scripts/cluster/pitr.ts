/**
 * The backup and restore drill (docs/operations/backup-restore.md), on a small primary of its own:
 * a base backup plus the WAL archive, restored to a point in time into a fresh data directory, and
 * checked: the money booked before the target is there, the money booked after it is not, and
 * `ledger:verify` says OK. `npm run cluster -- drill:pitr` and scripts/cluster/pitr.db.test.ts run it.
 */
import { cp, rm, writeFile, appendFile } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import type { Envelope } from '../../src/shared/api/envelope';
import type { CorrectionRecord } from '../../src/shared/api/corrections';
import { officeTokenOver } from '../../tests/support/officeLogin';
import { createDatabase, initPrimary, ownedDir, pgServer, pgStart, pgStop, pgUrl, PG_BIN, sql } from './postgres';
import { nodeHealthy, REPO, spawnApiNode } from './apiNode';
import { postgresUser, run, stopChild, waitUntil } from './processes';

const DB = 'winner';

export interface DrillOptions {
  /** Scratch directory: emptied first, left behind for a look (data directories, archive, logs). */
  dir: string;
  /** The drill's primary listens here, its node on port + 1, the restored server on port + 2. */
  port: number;
  say?: (line: string) => void;
}

export interface DrillResult {
  /** The point in time restored to (the primary's clock). */
  targetTime: string;
  /** Ledger transactions of the two corrections: booked before and after the target. */
  before: number;
  after: number;
  /** What the restored database has of them. */
  restoredBefore: boolean;
  restoredAfter: boolean;
  /** `npm run ledger:verify` on the restored database: its output and exit code. */
  verify: { output: string; code: number };
  /** WAL segments in the archive when the restore began. */
  archivedSegments: number;
  /** Milliseconds from starting the restored server to its promotion. */
  restoreMs: number;
}

/** A staff correction through the API: a real money movement in the ledger, under its own key. */
async function correction(base: string, token: string, memo: string): Promise<number> {
  const res = await fetch(`${base}/api/admin/corrections/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: DEMO.siteKey,
      token,
      'idempotency-key': `drill:${memo}`,
    },
    body: JSON.stringify({
      siteId: DEMO.siteId,
      data: { memId: DEMO.members[0], asset: 'cash', direction: 'credit', amount: 1_000, reason: 'other', memo },
    }),
  });
  const answer = (await res.json()) as Envelope<CorrectionRecord>;
  if (answer.resultCode !== '200' || !answer.data.transactionId)
    throw new Error(`correction "${memo}": ${JSON.stringify(answer)}`);
  return answer.data.transactionId;
}

const ledgerVerify = async (url: string): Promise<{ output: string; code: number }> => {
  try {
    const output = await run(process.execPath, ['--import', 'tsx', 'src/server/modules/ledger/verifyCli.ts'], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: url },
    });
    return { output: output.trim(), code: 0 };
  } catch (error) {
    return { output: (error as Error).message, code: 1 };
  }
};

export async function drillPitr(options: DrillOptions): Promise<DrillResult> {
  const say = options.say ?? (() => undefined);
  const dir = path.resolve(options.dir);
  await rm(dir, { recursive: true, force: true });
  const as = await postgresUser();
  await ownedDir(dir, as);
  const archive = path.join(dir, 'wal-archive');
  const primary = pgServer(dir, 'primary', options.port, dir, as);
  const restored = pgServer(dir, 'restored', options.port + 2, dir, as);
  const baseBackup = path.join(dir, 'base');
  const nodePort = options.port + 1;
  const base = `http://127.0.0.1:${nodePort}`;
  const primaryUrl = pgUrl(primary.port, DB);

  say('primary: initdb, WAL archived into wal-archive/');
  await initPrimary(primary, archive);
  await pgStart(primary);
  let node: ChildProcess | undefined;
  try {
    await createDatabase(primary.port, DB);
    say('a node migrates and seeds the demo site');
    const nodeLog = path.join(dir, 'node.log');
    const env = { DATABASE_URL: primaryUrl, DEMO: 'true', DEMO_PLAY: 'false', SCHEDULER: 'false' };
    node = spawnApiNode(nodePort, { ...env, SERVE_STATIC: 'false', SPORTS_FEED: 'off' }, nodeLog);
    const child = node;
    await nodeHealthy('the drill node', nodePort, child, nodeLog);

    say('base backup (pg_basebackup)');
    await run(
      path.join(PG_BIN, 'pg_basebackup'),
      ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', baseBackup, '-X', 'stream', '-c', 'fast'],
      { as },
    );

    // After the base backup: only the archived WAL carries these to the restore.
    const token = await officeTokenOver(base, '/api/admin/login', { staffId: DEMO.staff, password: DEMO.password });
    const before = await correction(base, token, 'before the target');
    const [{ t: targetTime } = { t: '' }] = await sql<{ t: string }>(primaryUrl, 'select clock_timestamp()::text as t');
    // a clear second between the target and the next commit
    await new Promise((r) => setTimeout(r, 1_000));
    const after = await correction(base, token, 'after the target');
    say(`corrections booked: transaction ${before} before ${targetTime}, ${after} after`);

    // Close the segment holding both and wait for it in the archive.
    const [{ wal } = { wal: '' }] = await sql<{ wal: string }>(
      primaryUrl,
      'select pg_walfile_name(pg_switch_wal()) as wal',
    );
    await waitUntil(
      `WAL segment ${wal} archived`,
      async () => {
        const [row] = await sql<{ last: string | null }>(
          primaryUrl,
          'select last_archived_wal as last from pg_stat_archiver',
        );
        return (row?.last ?? '') >= wal;
      },
      60_000,
    );
    await stopChild(child);
    node = undefined;
    // The primary is gone from here on: the restore needs only the base backup and the archive.
    await pgStop(primary, 'immediate');

    say('restore: the base backup into a fresh directory, WAL replayed to the target');
    await cp(baseBackup, restored.dataDir, { recursive: true });
    if (as) await run('chown', ['-R', `${as.uid}:${as.gid}`, restored.dataDir]);
    await appendFile(
      path.join(restored.dataDir, 'postgresql.conf'),
      [
        '',
        '# the restore (docs/operations/backup-restore.md)',
        `port = ${restored.port}`,
        // a restored copy must not write into the archive of the server it came from
        'archive_mode = off',
        `restore_command = 'cp ''${archive.replace(/'/g, "''")}/%f'' %p'`,
        `recovery_target_time = '${targetTime}'`,
        'recovery_target_action = promote',
        '',
      ].join('\n'),
    );
    await writeFile(path.join(restored.dataDir, 'recovery.signal'), '');
    if (as) await run('chown', [`${as.uid}:${as.gid}`, path.join(restored.dataDir, 'recovery.signal')]);
    const archivedSegments = Number(
      (await run('sh', ['-c', `ls '${archive}' | grep -c '^[0-9A-F]\\{24\\}$' || true`])).trim(),
    );
    const started = Date.now();
    await pgStart(restored);
    const restoredUrl = pgUrl(restored.port, DB);
    await waitUntil(
      'the restored server promoted',
      async () => (await sql<{ r: boolean }>(restoredUrl, 'select pg_is_in_recovery() as r'))[0]?.r === false,
      120_000,
    );
    const restoreMs = Date.now() - started;
    try {
      const present = await sql<{ id: number }>(
        restoredUrl,
        'select id::int from ledger_transactions where id = any($1)',
        [[before, after]],
      );
      const verify = await ledgerVerify(restoredUrl);
      const result: DrillResult = {
        targetTime,
        before,
        after,
        restoredBefore: present.some((r) => r.id === before),
        restoredAfter: present.some((r) => r.id === after),
        verify,
        archivedSegments,
        restoreMs,
      };
      say(
        `restored in ${restoreMs} ms: before ${result.restoredBefore ? 'present' : 'MISSING'}, after ${result.restoredAfter ? 'PRESENT' : 'absent'}, ${verify.output}`,
      );
      return result;
    } finally {
      await pgStop(restored);
    }
  } finally {
    if (node) await stopChild(node);
    await pgStop(primary);
  }
}
