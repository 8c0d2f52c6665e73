import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { setOptions, testClock, withKey } from '../../support/moneyFixtures';
import { ageMonths, databaseMonth, monthAfter } from '../../support/ageMonths';
import { applyDoc, feedDoc, fixtureIdOf, legOf } from '../../support/sportsSupport';
import { restoreMonth } from '../../../src/server/db/archive/monthArchives';
import { retentionJob } from '../../../src/server/jobs/retentionJob';
import { verify } from '../../../src/server/modules/ledger/verify';
import { enterFixtureResult } from '../../../src/server/modules/sports';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { BetProcResponse } from '../../../src/shared/api/bets';

/**
 * Slips and legs leave for the archive with the ledger (docs/operations/retention.md#slips-and-legs):
 * a month of slips all settled within the ledger's archived months leaves with its legs, its keys
 * staying; a month holding an open slip, or one settled after the ledger's archived months, stays;
 * ledger:verify holds throughout.
 */
const clock = testClock();
let t: TestApp;
let dir: string;
let month: Date;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'slip-retention-'));
  t = await createTestApp({ clock, env: { ARCHIVE_DIR: dir } });
  month = await databaseMonth(t.app.deps.db);
  clock.set(new Date(month.getTime() + 20 * 86_400_000).toISOString());
  const kickOff = (h: number) => new Date(clock.now().getTime() + h * 3_600_000).toISOString();
  await applyDoc(t, feedDoc([kickOff(2), kickOff(3)]));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const silent = { info: () => undefined } as never;
const job = () => retentionJob(t.app.deps, silent).run();
const suffix = (m: Date) => `_p${m.toISOString().slice(0, 7).replace('-', '')}`;
const attached = async (table: string, m: Date) =>
  (await sql<{ found: string | null }>`select to_regclass(${table + suffix(m)})::text as found`.execute(t.app.deps.db))
    .rows[0]!.found !== null;
const slipRows = async (betId: number) => ({
  slips: (await sql`select id from bets where id = ${betId}`.execute(t.app.deps.db)).rows.length,
  legs: (await sql`select id from bet_legs where bet_id = ${betId}`.execute(t.app.deps.db)).rows.length,
  keys: (await sql`select id from bet_keys where id = ${betId}`.execute(t.app.deps.db)).rows.length,
});

async function place(ref: string, key: string): Promise<number> {
  const member = await t.login('member01');
  const res = await t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'sports', legs: [await legOf(t, ref, '1x2', 'home')], amount: 10_000 },
    withKey(member, key),
  );
  expect(res.resultCode).toBe('200');
  return res.data.bets[0]!.betIdx;
}

const settle = async (ref: string) =>
  enterFixtureResult(t.app.deps, DEMO.siteId, await fixtureIdOf(t, ref), {
    state: 'resulted',
    score: { home: 1, away: 0, htHome: 0, htAway: 0 },
    enteredBy: 'test',
  });

describe('retention of slips and legs', () => {
  it('a month of slips settled within the archived ledger leaves with its legs; its keys stay; it reads back', async () => {
    const settled = await place('f1', 'slip-retention-1');
    await settle('f1');
    await ageMonths(t.app.deps.db, month, 3);
    await setOptions(t, { retentionMonths: 2 });

    await job();

    const old = monthAfter(month, -3);
    for (const table of ['ledger_entries', 'bets', 'bet_legs']) expect(await attached(table, old)).toBe(false);
    expect(await slipRows(settled)).toEqual({ slips: 0, legs: 0, keys: 1 });
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
    // the key stays: the same Idempotency name is the same slip for ever, not a new one
    const replay = await t.call<BetProcResponse>(
      '/api/bet/betProc',
      { gameType: 'sports', legs: [await legOf(t, 'f1', '1x2', 'home')], amount: 10_000 },
      withKey(await t.login('member01'), 'slip-retention-1'),
    );
    expect(replay.resultCode).not.toBe('200');

    const month3 = { from: old, to: monthAfter(old) };
    expect(await restoreMonth(t.app.deps.db, dir, 'bets', month3)).toBe(1);
    expect(await restoreMonth(t.app.deps.db, dir, 'bet_legs', month3)).toBe(1);
    expect(await slipRows(settled)).toEqual({ slips: 1, legs: 1, keys: 1 });
    // with the storage its month had: settlement rewrites legs in place
    const { rows } = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class where oid = to_regclass(${'bet_legs' + suffix(old)})`.execute(
      t.app.deps.db,
    );
    expect(rows[0]!.options).toEqual(['fillfactor=50']);
  });

  it('an open slip keeps its month, and so does one settled after the archived ledger', async () => {
    const open = await place('f2', 'slip-retention-2');
    await ageMonths(t.app.deps.db, month, 2);
    await setOptions(t, { retentionMonths: 1 });
    const old = monthAfter(month, -2);

    await expect(job()).rejects.toThrow(/1 open and 0 settled after/);
    expect(await attached('ledger_entries', old)).toBe(false);
    expect(await attached('bets', old)).toBe(true);
    expect(await attached('bet_legs', old)).toBe(true);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });

    // settled now, its payout in this month's ledger: the slip stays where that payout finds it
    await settle('f2');
    await expect(job()).rejects.toThrow(/0 open and 1 settled after/);
    expect(await slipRows(open)).toEqual({ slips: 1, legs: 1, keys: 1 });
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
