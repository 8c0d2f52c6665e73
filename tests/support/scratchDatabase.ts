import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The address of database `name` on the server of `url`. */
function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Statements on a connection of their own to `url` (create and drop database run outside a transaction). */
async function onAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops database `name`: once the connections of a pool just closed have gone (their sockets close
 * a moment after the pool's end() returns; a forced drop would end them with an error no one
 * handles), or after 5 s whatever is still connected.
 */
const dropDatabase = (url: string, name: string) =>
  onAdmin(url, async (client) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it, ending any connection still open on it. */
  drop(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server of `url`, named after the database `url` names
 * (`<that name>_<purpose>_<random>`), so test runs, benches and people sharing one server each
 * keep to names of their own. Empty, or a copy of `template`.
 */
export async function scratchDatabase(url: string, purpose: string, template?: string): Promise<ScratchDatabase> {
  // Unquoted in SQL, so lower case: the name the server keeps is the one the URL names.
  const name =
    `${new URL(url).pathname.slice(1) || 'postgres'}_${purpose}_${randomBytes(5).toString('hex')}`.toLowerCase();
  await onAdmin(url, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return { name, url: databaseUrl(url, name), drop: () => dropDatabase(url, name) };
}
