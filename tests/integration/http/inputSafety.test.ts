import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { CONFUSABLE_FROM, CONFUSABLE_TO } from '../../../src/shared/nickname';
import type { BoardSaveResponse } from '../../../src/shared/api/board';
import type { MemberData } from '../../../src/shared/api/member';

/**
 * NUL bytes and prototype keys answer E003; nicknames compare folded; bidi controls are dropped
 * (docs/architecture/security.md#input).
 */
let t: TestApp;
let staff: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = { token: await t.loginStaff() };
});
afterAll(() => t.close());

const raw = async (url: string, payload: string, headers: Record<string, string> = {}) =>
  (
    await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, ...headers },
    })
  ).json() as { resultCode: string; data: unknown };

describe('NUL bytes and prototype keys', () => {
  it('a NUL byte in a member field answers E003 naming it, not E001', async () => {
    expect(await t.call('/api/member/login', { memId: 'member01\u0000', memPass: DEMO.password })).toMatchObject({
      resultCode: 'E003',
      data: { fields: ['memId'] },
    });
    expect((await t.call('/api/board/free/list', { searchValue: 'a\u0000b' })).resultCode).toBe('E003');
  });

  it.each([
    ['/api/admin/members/list', { filter: { memId: 'mem\u0000' } }],
    ['/api/admin/members/list', { filter: { q: ['x', 'y\u0000'] } }],
    ['/api/admin/audit/list', { filter: { action: '\u0000' } }],
    ['/api/admin/deposits/list', { sort: { field: '__proto__', order: 'ASC' } }],
    ['/api/admin/members/list', { sort: { field: 'constructor', order: 'DESC' } }],
    ['/api/admin/members/list', { sort: { field: 'toString', order: 'DESC' } }],
  ])('%s %j answers E003', async (path, body) => {
    expect((await t.call(path, body, staff)).resultCode).toBe('E003');
  });

  it('a prototype key anywhere in the body answers E003', async () => {
    const headers = { token: staff.token };
    expect(
      (
        await raw(
          '/api/admin/members/list',
          `{"siteId":"${DEMO.siteId}","filter":{"__proto__":{"admin":true}}}`,
          headers,
        )
      ).resultCode,
    ).toBe('E003');
    expect(
      (
        await raw(
          '/api/admin/members/list',
          `{"siteId":"${DEMO.siteId}","filter":{"constructor":{"prototype":{"x":1}}}}`,
          headers,
        )
      ).resultCode,
    ).toBe('E003');
    expect(
      (await raw('/api/member/login', `{"siteId":"${DEMO.siteId}","__proto__":{"memId":"member01"}}`)).resultCode,
    ).toBe('E003');
  });

  it('a known sort field still sorts', async () => {
    expect(
      (await t.call('/api/admin/members/list', { sort: { field: 'memId', order: 'ASC' } }, staff)).resultCode,
    ).toBe('200');
  });
});

describe('nicknames', () => {
  const setNick = async (memId: string, memNick: string) =>
    t.call<MemberData>(
      '/api/member/update',
      { kind: 'info', memPass: DEMO.password, memNick },
      { token: await t.login(memId) },
    );

  it('look-alikes of a taken nickname are taken (NFKC, Cyrillic and Greek letters, case)', async () => {
    expect((await setNick('member01', 'apple77')).resultCode).toBe('200');
    for (const nick of ['\u0430pple77', 'ＡＰＰＬＥ７７', 'APPLE77', '\u0410\u0420\u0420LE77', 'αpple77']) {
      expect((await setNick('member02', nick)).resultCode, nick).toBe('U006');
    }
    expect((await setNick('member02', 'apples77')).resultCode).toBe('200');
  });

  it('staff names (관리자, admin, a staff display name or id) are reserved', async () => {
    for (const nick of ['관리자', 'admin', 'ＡＤＭＩＮ', '\u0430dmin', 'Administrator']) {
      expect(await setNick('member03', nick), nick).toMatchObject({ resultCode: 'U006', data: { reserved: true } });
    }
    await t.database.db.updateTable('staff').set({ name: 'helpdesk7' }).where('staff_id', '=', DEMO.staff).execute();
    expect((await setNick('member03', 'HelpDesk7')).resultCode).toBe('U006');
    await t.database.db.updateTable('staff').set({ name: '관리자' }).where('staff_id', '=', DEMO.staff).execute();
  });

  it('bidi controls are stripped from nicknames and titles', async () => {
    const answer = await setNick('member03', 'ev\u202Eil\u2066x\u200F');
    expect(answer.resultCode).toBe('200');
    expect(answer.data.memNick).toBe('evilx');
    const token = await t.login('member03');
    const saved = await t.call<BoardSaveResponse>(
      '/api/board/free/save',
      { actionKind: 'upload', title: 'gnp.\u202Eexe', content: 'x' },
      { token },
    );
    const post = await t.database.db
      .selectFrom('boards')
      .select('title')
      .where('id', '=', saved.data.boardIdx)
      .executeTakeFirstOrThrow();
    expect(post.title).toBe('gnp.exe');
  });

  it('the index of 0501_nick_fold.sql folds with the same letters as the code', () => {
    const sql = readFileSync(new URL('../../../src/server/db/migrations/0501_nick_fold.sql', import.meta.url), 'utf8');
    expect(sql).toContain(`'${CONFUSABLE_FROM}', '${CONFUSABLE_TO}'`);
  });
});

describe('dependencies', () => {
  it('does not carry the unused @fastify/cors', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect({ ...pkg.dependencies, ...pkg.devDependencies }).not.toHaveProperty(['@fastify/cors']);
  });
});
