import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { renderTemplate } from './templates';
import { spawnLogged, waitUntil, type RunAs } from './processes';

export interface PgbouncerSetup {
  port: number;
  primary: number;
  replica: number;
  /** API nodes it serves: the session pool holds them all (docs/operations/cluster.md#connections-pgbouncer). */
  nodes: number;
}

/** PgBouncer (Debian's pgbouncer) from templates/pgbouncer.ini, as the postgres user (it refuses root). */
export async function startPgbouncer(
  dir: string,
  db: string,
  ports: PgbouncerSetup,
  as?: RunAs,
): Promise<ChildProcess> {
  const authFile = path.join(dir, 'userlist.txt');
  // trust on 127.0.0.1 for the local cluster; a user must still be listed
  await writeFile(authFile, '"postgres" ""\n');
  const config = await renderTemplate('pgbouncer.ini', {
    DB: db,
    PRIMARY_HOST: '127.0.0.1',
    PRIMARY_PORT: ports.primary,
    REPLICA_HOST: '127.0.0.1',
    REPLICA_PORT: ports.replica,
    // each node's pool of 20 and its LISTEN connections, with room to spare; more clients queue
    SESSION_POOL: ports.nodes * 25,
    REPLICA_POOL: 20,
    LISTEN_ADDR: '127.0.0.1',
    PORT: ports.port,
    SOCKET_DIR: dir,
    AUTH_TYPE: 'trust',
    AUTH_FILE: authFile,
    ADMIN_USERS: 'postgres',
    PID_FILE: path.join(dir, 'pgbouncer.pid'),
    LOG_FILE: path.join(dir, 'pgbouncer.log'),
  });
  const file = path.join(dir, 'pgbouncer.ini');
  await writeFile(file, config);
  const child = spawnLogged('pgbouncer', [file], path.join(dir, 'pgbouncer.out'), { as });
  await waitUntil(
    'pgbouncer',
    async () => {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${ports.port}/${db}` });
      await client.connect();
      await client.end();
      return true;
    },
    15_000,
    () => (child.exitCode !== null ? `exited ${child.exitCode} (see ${dir}/pgbouncer.log)` : undefined),
  );
  return child;
}
