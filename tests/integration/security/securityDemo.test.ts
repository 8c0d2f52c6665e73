import { runScript } from '../../support/runScript';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SECRET_VALUES } from '../../../src/server/config';
import {
  assertNoDemoCredentials,
  clearDemoCredentials,
  demoCredentialsInUse,
} from '../../../src/server/db/seed/demoCredentials';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { createTestApp, runTemplate, type TestApp } from '../../support/testApp';
import { pgliteCopy } from '../../support/templateDatabase';

/**
 * No demo accounts in production (docs/operations/security.md): with DEMO=false the server refuses
 * a database where a demo password or the demo site key still works, naming them and the command
 * that clears them; `npm run demo:clear` gives each a new random secret, shown once.
 */
describe('demo credentials on a database (both databases)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 300_000);
  afterAll(() => t.close());

  it('are found by login id and hash, named with the command that clears them, and cleared once', async () => {
    // a demo member that already chose its own password is no demo credential
    const member03 = await t.login('member03');
    expect(
      (
        await t.call(
          '/api/member/update',
          { kind: 'password', oldPass: DEMO.password, newPass: 'mine5678', newPassConfirm: 'mine5678' },
          { token: member03 },
        )
      ).resultCode,
    ).toBe('200');

    const found = await demoCredentialsInUse(t.database.db);
    expect(found.map((c) => `${c.kind}:${c.id}`).sort()).toEqual(
      [
        'staff:admin',
        'staff:admin2',
        ...['ptn01', 'ptn02', 'ptn03', 'ptn04', 'ptn05', 'member01', 'member02', 'member04'].map(
          (id) => `member:${id}`,
        ),
        'siteKey:demo',
        'bankHook:demo',
      ].sort(),
    );
    const refusal = await assertNoDemoCredentials(t.database.db).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refusal).toContain('DEMO=false');
    expect(refusal).toContain('admin (staff, site demo)');
    expect(refusal).toContain('member01 (member, site demo)');
    expect(refusal).toContain(`site key ${DEMO.siteKey}: site demo`);
    expect(refusal).toContain('npm run demo:clear');
    expect(refusal).not.toContain('member03');

    const member01 = await t.login('member01');
    const cleared = await clearDemoCredentials(t.database.db, t.config, new Date());
    expect(cleared).toHaveLength(found.length);
    t.app.deps.sites.invalidate(DEMO.siteId);
    expect(await demoCredentialsInUse(t.database.db)).toEqual([]);
    await expect(assertNoDemoCredentials(t.database.db)).resolves.toBeUndefined();

    const key = cleared.find((c) => c.kind === 'siteKey')!.secret;
    const login = (memId: string, memPass: string, siteKey: string) =>
      t.call('/api/member/login', { memId, memPass }, { authorization: siteKey });
    // the old key opens nothing; with the new one only the new passwords sign in
    expect((await login('member01', DEMO.password, DEMO.siteKey)).resultCode).not.toBe('200');
    expect((await login('member01', DEMO.password, key)).resultCode).toBe('U003');
    expect((await login('member01', cleared.find((c) => c.id === 'member01')!.secret, key)).resultCode).toBe('200');
    expect((await login('member03', 'mine5678', key)).resultCode).toBe('200');
    // the sessions of a cleared account ended with its password
    expect((await t.call('/api/member/info', {}, { authorization: key, token: member01 })).resultCode).toBe('E006');
  });
});

// the start itself runs on the embedded database once (the check it makes is the one above, on both)
describe.skipIf(!!process.env.DATABASE_URL)('a production start (npm start, embedded database)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'demo-creds-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const production = Object.fromEntries(
    Object.keys(DEMO_SECRET_VALUES).map((k) => [k, randomBytes(32).toString('base64')]),
  );

  const run = (script: string, env: Record<string, string>, until?: string) => runScript(script, dataDir, env, until);

  it('refuses a demo-seeded database, starts once `npm run demo:clear` has run', async () => {
    // the run's template is a database `npm start` seeded with the demo (not a migrate and seed of its own)
    await (await pgliteCopy(runTemplate(), dataDir)).close();
    const refused = await run('src/server/main.ts', { DEMO: 'false', ...production });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('demo credentials still open this database');
    expect(refused.out).toContain('admin (staff, site demo)');
    expect(refused.out).toContain(DEMO.siteKey);
    expect(refused.out).toContain('npm run demo:clear');

    const cleared = await run('src/server/db/seed/demoClearCli.ts', {});
    expect(cleared.code).toBe(0);
    expect(cleared.out).toMatch(/staff admin \(site demo\): new password [0-9a-f]{20}/);
    expect(cleared.out).toMatch(/site demo: new site key \S{32}/);

    const started = await run('src/server/main.ts', { DEMO: 'false', ...production }, 'Listening on');
    expect(started.out).toContain('Listening on');
  }, 240_000);
});
