import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from './pgliteDialect';

interface TestDb {
  counter: { id: number; value: number };
}

// PGlite's own dialect: the PGlite suite runs it, the PostgreSQL suite has nothing to add.
describe.skipIf(process.env.DATABASE_URL)('PGlite dialect (one connection, serialised)', () => {
  let pglite: PGlite;
  let db: Kysely<TestDb>;

  beforeAll(async () => {
    pglite = new PGlite();
    db = new Kysely<TestDb>({ dialect: new PGliteDialect({ pglite }) });
    await sql`create table counter (id int primary key, value int not null)`.execute(db);
    await db.insertInto('counter').values({ id: 1, value: 0 }).execute();
  });

  afterAll(async () => {
    await db.destroy();
    expect(pglite.closed).toBe(true);
  });

  const read = async () =>
    (await db.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow()).value;

  it('runs concurrent read-modify-write transactions one after the other, with plain queries in between', async () => {
    const before = await read();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 5 === 0
          ? read().then(() => 'read')
          : db.transaction().execute(async (trx) => {
              const { value } = await trx
                .selectFrom('counter')
                .select('value')
                .where('id', '=', 1)
                .executeTakeFirstOrThrow();
              await new Promise((resolve) => setTimeout(resolve, 1));
              await trx
                .updateTable('counter')
                .set({ value: value + 1 })
                .where('id', '=', 1)
                .execute();
              return 'trx';
            }),
      ),
    );
    expect(results.filter((r) => r === 'trx')).toHaveLength(20);
    expect(await read()).toBe(before + 20);
  });

  it('rolls back a failed transaction without disturbing the next one', async () => {
    const before = await read();
    const outcomes = await Promise.allSettled([
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counter').set({ value: 1000 }).where('id', '=', 1).execute();
        throw new Error('boom');
      }),
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('counter')
          .set((eb) => ({ value: eb('value', '+', 1) }))
          .where('id', '=', 1)
          .execute();
      }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'fulfilled']);
    expect(await read()).toBe(before + 1);
  });

  it('refuses to commit a transaction whose statement failed, and rolls it back', async () => {
    const before = await read();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counter').set({ value: 5000 }).where('id', '=', 1).execute();
        await sql`select 1/0`.execute(trx).catch(() => undefined);
      }),
    ).rejects.toThrow();
    expect(await read()).toBe(before);
  });

  it('applies isolation level and access mode, and reports affected rows', async () => {
    await expect(
      db
        .transaction()
        .setIsolationLevel('serializable')
        .setAccessMode('read only')
        .execute((trx) => trx.updateTable('counter').set({ value: 0 }).execute()),
    ).rejects.toThrow(/read-only/);
    const level = await db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(
        async (trx) => (await sql<{ transaction_isolation: string }>`show transaction_isolation`.execute(trx)).rows[0],
      );
    expect(level?.transaction_isolation).toBe('serializable');
    const result = await db
      .updateTable('counter')
      .set((eb) => ({ value: eb('value', '+', 0) }))
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('keeps direct users of the instance out of an open transaction', async () => {
    const before = await read();
    let direct: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('counter').set({ value: -1 }).where('id', '=', 1).execute();
        direct = pglite.query<{ value: number }>('select value from counter where id = 1');
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(((await direct) as { rows: { value: number }[] }).rows[0]?.value).toBe(before);
  });
});
