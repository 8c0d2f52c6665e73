import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvisoryLock, AdvisoryLockClass } from '../../../src/server/db/advisoryLocks';
import type { ScriptConnection } from '../../../src/server/db/database';
import { functionFiles, type FunctionFile } from '../../../src/server/db/functionFiles';
import { migrate } from '../../../src/server/db/migrate';
import { openTestDatabase, type TestDatabase } from '../../support/testDatabase';

/**
 * The live SQL functions are their files (src/server/db/migrations/README.md): what the database
 * runs is, function by function, what its file defines, and nothing runs that has no file.
 */

type Definitions = Record<string, string[]>;

/** The functions of a schema (an extension's left out), each name's definitions without the schema name. */
async function definitions(conn: ScriptConnection, schema: string): Promise<Definitions> {
  const rows = await conn.query<{ name: string; def: string }>(
    `select p.proname as name, pg_get_functiondef(p.oid) as def from pg_proc p
     where p.pronamespace = $1::text::regnamespace
       and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
     order by 1, 2`,
    [schema],
  );
  const out: Definitions = {};
  for (const r of rows) (out[r.name] ??= []).push(r.def.replace(/^(CREATE OR REPLACE FUNCTION )[a-z0-9_]+\./, '$1'));
  return out;
}

const currentSchema = async (conn: ScriptConnection) =>
  (await conn.query<{ s: string }>('select current_schema() as s'))[0]!.s;

/** What a file defines: applied in a scratch schema of a transaction that is rolled back. */
async function fileDefinitions(conn: ScriptConnection, file: FunctionFile): Promise<Definitions> {
  const live = await currentSchema(conn);
  const scratch = `fn_scratch_${randomBytes(4).toString('hex')}`;
  await conn.exec(
    `begin; create schema ${scratch}; set local search_path = ${scratch}, ${live}; set local check_function_bodies = off`,
  );
  try {
    await conn.exec(file.text);
    return await definitions(conn, scratch);
  } finally {
    await conn.exec('rollback');
  }
}

/** Each file against the database: the function it names, defined as the file defines it; and no other function. */
async function expectFunctionsAreFiles(conn: ScriptConnection, files: FunctionFile[]): Promise<void> {
  const live = await definitions(conn, await currentSchema(conn));
  for (const file of files) {
    expect(await fileDefinitions(conn, file), file.path).toEqual({ [file.name]: live[file.name] ?? [] });
  }
  expect(Object.keys(live).sort(), 'functions without a file').toEqual(files.map((f) => f.name).sort());
}

describe('live SQL functions, one file each', () => {
  let files: FunctionFile[];
  beforeAll(async () => {
    files = await functionFiles();
  });

  describe('a database migrated from empty', () => {
    let t: TestDatabase;
    let conn: ScriptConnection;
    beforeAll(async () => {
      t = await openTestDatabase(2);
      await migrate(t.database);
      conn = await t.database.scriptConnection();
    });
    afterAll(async () => {
      conn.release();
      await t.close();
    });

    it('runs each function as its file defines it, and no function without a file', async () => {
      expect(files.length).toBeGreaterThan(0);
      await expectFunctionsAreFiles(conn, files);
    });

    it('applies a file again when its text changed since, or its function is missing', async () => {
      const [changed, dropped] = [
        files.find((f) => f.name === 'ledger_request_hash')!,
        files.find((f) => f.name === 'member_stake_bars')!,
      ];
      await conn.exec(`update schema_functions set sha256 = 'an older text' where name = '${changed.name}';
        drop function ${dropped.name}(bigint[], timestamptz[], text[])`);
      expect((await migrate(t.database)).sort()).toEqual([changed.path, dropped.path].sort());
      expect(await migrate(t.database)).toEqual([]);
      await expectFunctionsAreFiles(conn, files);
    });
  });

  it('upgrades a database migrated before the function files: the migrations only', async () => {
    const t = await openTestDatabase(2);
    try {
      await migrate(t.database, { functions: false });
      const conn = await t.database.scriptConnection();
      try {
        const [before] = await conn.query<{ t: string | null }>(`select to_regclass('schema_functions')::text as t`);
        expect(before!.t).toBeNull();
        expect((await migrate(t.database)).sort()).toEqual(files.map((f) => f.path).sort());
        await expectFunctionsAreFiles(conn, files);
      } finally {
        conn.release();
      }
    } finally {
      await t.close();
    }
  });

  it('holds every advisory-lock key written in a function file to the registry (db/advisoryLocks.ts)', () => {
    const keys = [...Object.values(AdvisoryLock), ...Object.values(AdvisoryLockClass)];
    expect(new Set(keys).size, 'a key used twice').toBe(keys.length);
    const used = files.flatMap((f) =>
      [...f.text.matchAll(/pg_(?:try_)?advisory_(?:xact_)?lock(?:_shared)?\(\s*(\d+)\s*(,?)/g)].map((m) => ({
        file: f.path,
        key: Number(m[1]),
        pair: m[2] === ',',
      })),
    );
    for (const u of used) {
      const table: readonly number[] = Object.values(u.pair ? AdvisoryLockClass : AdvisoryLock);
      expect(table, `${u.file}: advisory key ${u.key}`).toContain(u.key);
    }
    expect(used.map((u) => u.key)).toContain(AdvisoryLockClass.sportsSettling);
  });
});
