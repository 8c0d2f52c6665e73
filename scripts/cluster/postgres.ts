import { appendFile, chown, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { run, type RunAs } from './processes';

/** Debian's PostgreSQL 15 (postgresql-15); PG_BIN points elsewhere. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const bin = (name: string) => path.join(PG_BIN, name);

/** One PostgreSQL server of the cluster: its data directory, port and log. */
export interface PgServer {
  dataDir: string;
  port: number;
  log: string;
  as?: RunAs;
}

/** The server whose data directory is `<dir>/<name>`, its log `<logDir>/<name>.log`. */
export const pgServer = (dir: string, name: string, port: number, logDir: string, as?: RunAs): PgServer => ({
  dataDir: path.join(dir, name),
  port,
  log: path.join(logDir, `${name}.log`),
  as,
});

export const pgUrl = (port: number, db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;

async function own(dir: string, as?: RunAs): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (as) await chown(dir, as.uid, as.gid);
}

/**
 * A primary: initdb, then the settings the cluster needs (docs/operations/backup-restore.md):
 * WAL for a streaming replica and archived into `archiveDir` for point-in-time recovery, and
 * jit = off for every connection (PgBouncer drops the nodes' own `options`).
 */
export async function initPrimary(server: PgServer, archiveDir: string): Promise<void> {
  await own(path.dirname(server.dataDir), server.as);
  await own(archiveDir, server.as);
  await run(bin('initdb'), ['-D', server.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8'], {
    as: server.as,
  });
  const archive = archiveDir.replace(/'/g, "''");
  await appendFile(
    path.join(server.dataDir, 'postgresql.conf'),
    [
      '',
      '# scripts/cluster/postgres.ts',
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = ''`,
      'max_connections = 300',
      'jit = off',
      'wal_level = replica',
      'archive_mode = on',
      // never overwrite a segment already archived: a second primary on the same archive fails loudly
      `archive_command = 'test ! -f ''${archive}/%f'' && cp %p ''${archive}/%f'''`,
      'archive_timeout = 60',
      '',
    ].join('\n'),
  );
  await appendFile(path.join(server.dataDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
}

export async function pgStart(server: PgServer): Promise<void> {
  await run(
    bin('pg_ctl'),
    ['-D', server.dataDir, '-l', server.log, '-o', `-p ${server.port}`, '-w', '-t', '60', 'start'],
    { as: server.as },
  );
}

export async function pgStop(server: PgServer, mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
  if (!existsSync(path.join(server.dataDir, 'postmaster.pid'))) return;
  await run(bin('pg_ctl'), ['-D', server.dataDir, '-m', mode, '-w', '-t', '60', 'stop'], { as: server.as }).catch(
    (error: Error) => {
      // stopped meanwhile: pg_ctl says so and fails
      if (existsSync(path.join(server.dataDir, 'postmaster.pid'))) throw error;
    },
  );
}

/**
 * A streaming replica of `primary`: pg_basebackup with -R (standby.signal and primary_conninfo
 * written for us), listening on its own port. It archives nothing itself (archive_mode = on acts
 * on a primary only).
 */
export async function makeReplica(primary: PgServer, replica: PgServer): Promise<void> {
  await rm(replica.dataDir, { recursive: true, force: true });
  await own(path.dirname(replica.dataDir), replica.as);
  await run(
    bin('pg_basebackup'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      replica.dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ],
    { as: replica.as },
  );
  await appendFile(path.join(replica.dataDir, 'postgresql.conf'), `\nport = ${replica.port}\n`);
}

/** Runs SQL on a server as postgres (one connection, closed after). */
export async function sql<R = Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as R[];
  } finally {
    await client.end();
  }
}

export async function createDatabase(port: number, name: string): Promise<void> {
  const [row] = await sql<{ n: number }>(pgUrl(port), 'select count(*)::int as n from pg_database where datname = $1', [
    name,
  ]);
  if (!row?.n) await sql(pgUrl(port), `create database "${name.replace(/"/g, '""')}"`);
}

export { own as ownedDir };
