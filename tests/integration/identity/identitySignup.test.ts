import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memoryRateLimiter } from '../../../src/server/http/rateLimiter';
import { approveMember } from '../../../src/server/modules/members/flags';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { block, memberIdOf, memberRow, setSiteOptions, siteCheck } from '../../support/identityFixtures';

/** §5: every sign-up rule and code, through HTTP. */
let t: TestApp;
// The sign-up limit is 10 per IP per 10 minutes: each call but the flood test starts a new window.
let limiterNow = Date.now();
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ limiter: memoryRateLimiter(() => limiterNow) });
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    memId: `newbie${n}`,
    memPass: 'abc123',
    memPassConfirm: 'abc123',
    withdrawPass: '5678',
    withdrawPassConfirm: '5678',
    memNick: `뉴비${n}`,
    name: '김철수',
    phone: `010-7${n.slice(1)}-${n}`,
    bankName: '신한은행',
    accountNo: `55566${n}`,
    accountHolder: '김철수',
    recommender: 'ptn05',
    ...over,
  };
};

async function signup(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  limiterNow += 11 * 60_000;
  return t.call<{ memId: string; status: string; field?: string; confirm?: boolean; fields?: string[] }>(
    '/api/member/signup',
    body,
    headers,
  );
}
const codeOf = async (over: Record<string, unknown>) => (await signup(valid(over))).resultCode;

describe('POST /api/member/signup: success', () => {
  it('creates a waiting member under its recommender, with join IP and domain', async () => {
    const body = valid({ phone: '01071234567' });
    const res = await signup(body, { origin: 'https://winner.example' });
    expect(res.resultCode).toBe('200');
    expect(res.data).toEqual({ memId: body.memId, status: 'wait' });

    const row = await memberRow(t, body.memId);
    const parent = await memberRow(t, 'ptn05');
    expect(row.status).toBe('wait');
    expect(row.tier).toBe('NORMAL');
    expect(row.parent_id).toBe(parent.id);
    expect(row.path).toBe(`${parent.path}${row.id}/`);
    expect(row.join_ip).toBe('127.0.0.1');
    expect(row.join_domain).toBe('winner.example');
    expect(row.phone).toBe('010-7123-4567');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.withdraw_password_hash).toMatch(/^\$argon2id\$/);

    // §4: waiting members log in once approved.
    expect((await t.call('/api/member/login', { memId: body.memId, memPass: body.memPass })).resultCode).toBe('U002');
    await approveMember(t.app.deps, DEMO.siteId, row.id, {
      kind: 'staff',
      loginId: 'admin',
      siteId: DEMO.siteId,
      ip: '127.0.0.1',
    });
    expect((await t.call('/api/member/login', { memId: body.memId, memPass: body.memPass })).resultCode).toBe('200');
  });

  it('places a member under any partner tier that may recommend', async () => {
    const body = valid({ recommender: 'ptn02' });
    expect((await signup(body)).resultCode).toBe('200');
    expect((await memberRow(t, body.memId)).parent_id).toBe(await memberIdOf(t, 'ptn02'));
  });
});

describe('POST /api/member/signup: missing fields', () => {
  it.each([
    ['memId', 'U025'],
    ['memPass', 'U031'],
    ['memNick', 'U027'],
    ['name', 'U028'],
    ['recommender', 'U026'],
    ['withdrawPass', 'C028'],
    ['accountNo', 'U023'],
  ])('an empty %s answers %s', async (field, code) => {
    const res = await signup(
      valid({
        [field]: '',
        ...(field === 'memPass' ? { memPassConfirm: '' } : {}),
        ...(field === 'withdrawPass' ? { withdrawPassConfirm: '' } : {}),
      }),
    );
    expect(res.resultCode).toBe(code);
    expect(res.data.field).toBe(field);
  });

  it('a field left out of the body gets its own code, not E003', async () => {
    const { memId: _memId, ...rest } = valid();
    expect((await signup(rest)).resultCode).toBe('U025');
  });

  it('a field of the wrong type answers E003 with the field', async () => {
    const res = await signup(valid({ memNick: 12 }));
    expect(res.resultCode).toBe('E003');
    expect(res.data.fields).toEqual(['memNick']);
  });
});

describe('POST /api/member/signup: formats', () => {
  it.each(['abc1', 'has space1', 'bad_id!!', 'a'.repeat(21), '한글아이디1'])('id %j answers U101', async (memId) => {
    expect(await codeOf({ memId })).toBe('U101');
  });

  it.each(['abcdef', '12345678', 'abc12', 'abc12345@', 'a1'.repeat(11)])(
    'password %j answers U102',
    async (memPass) => {
      expect(await codeOf({ memPass, memPassConfirm: memPass })).toBe('U102');
    },
  );

  it('a password confirmation that differs answers U102 marked confirm', async () => {
    const res = await signup(valid({ memPassConfirm: 'abc124' }));
    expect(res.resultCode).toBe('U102');
    expect(res.data.confirm).toBe(true);
  });

  it.each(['123', '12345', 'abcd', '12 4'])('withdrawal password %j answers U103', async (withdrawPass) => {
    expect(await codeOf({ withdrawPass, withdrawPassConfirm: withdrawPass })).toBe('U103');
  });

  it('a withdrawal password confirmation that differs answers C017', async () => {
    expect(await codeOf({ withdrawPassConfirm: '5679' })).toBe('C017');
  });

  it.each([
    ['name', 'Kim1'],
    ['name', '<b>kim</b>'],
    ['accountHolder', '홍길동2'],
    ['accountHolder', ''],
    ['bankName', '국'],
    ['bankName', '123'],
    ['bankName', ''],
  ])('%s %j answers U104', async (field, value) => {
    const res = await signup(valid({ [field]: value }));
    expect(res.resultCode).toBe('U104');
    expect(res.data.field).toBe(field);
  });

  it.each(['ab', 'n'.repeat(21), 'nick name', '<script>'])('nickname %j answers U105', async (memNick) => {
    expect(await codeOf({ memNick })).toBe('U105');
  });

  it.each(['', '02-123-4567', '010-12-34', '010 1234 5678', '+821012345678', '015-1234-5678'])(
    'phone %j answers U106',
    async (phone) => {
      expect(await codeOf({ phone })).toBe('U106');
    },
  );

  it('an account number that is not digits answers E003 naming it', async () => {
    const res = await signup(valid({ accountNo: '123-456-7890' }));
    expect(res.resultCode).toBe('E003');
    expect(res.data.fields).toEqual(['accountNo']);
  });
});

describe('POST /api/member/signup: duplicates', () => {
  // Demo member01 is seeded with phone 010-1000-1011 and account 100020003011.
  it.each([
    ['memId', 'member01', 'U005'],
    ['memId', 'MEMBER01', 'U005'],
    ['memNick', '회원1', 'U006'],
    ['phone', '01010001011', 'U007'],
    ['phone', '010-1000-1011', 'U007'],
    ['accountNo', '100020003011', 'U008'],
  ])('%s %j already in use answers %s', async (field, value, code) => {
    expect(await codeOf({ [field]: value })).toBe(code);
  });

  it('two sign-ups racing for one id: one is created, the other answers U005', async () => {
    const a = valid();
    const b = valid({ memId: a.memId });
    limiterNow += 11 * 60_000;
    const codes = await Promise.all([t.call('/api/member/signup', a), t.call('/api/member/signup', b)]);
    expect(codes.map((c) => c.resultCode).sort()).toEqual(['200', 'U005']);
  });
});

describe('POST /api/member/signup: recommender', () => {
  it('an unknown recommender answers U112', async () => {
    expect(await codeOf({ recommender: 'nobody99' })).toBe('U112');
  });

  it('a normal member as recommender answers U113', async () => {
    expect(await codeOf({ recommender: 'member01' })).toBe('U113');
  });

  it('a partner who may not recommend answers U113', async () => {
    const id = await memberIdOf(t, 'ptn04');
    await t.database.db.updateTable('members').set({ can_recommend: false }).where('id', '=', id).execute();
    expect(await codeOf({ recommender: 'ptn04' })).toBe('U113');
    await t.database.db
      .updateTable('members')
      .set({ can_recommend: true, recommend_yn: 'N' })
      .where('id', '=', id)
      .execute();
    expect(await codeOf({ recommender: 'ptn04' })).toBe('U113');
    await t.database.db.updateTable('members').set({ recommend_yn: 'Y' }).where('id', '=', id).execute();
  });

  it('a locked or stopped partner answers U114', async () => {
    const id = await memberIdOf(t, 'ptn03');
    await t.database.db.updateTable('members').set({ locked: true }).where('id', '=', id).execute();
    expect(await codeOf({ recommender: 'ptn03' })).toBe('U114');
    await t.database.db.updateTable('members').set({ locked: false, status: 'stop' }).where('id', '=', id).execute();
    expect(await codeOf({ recommender: 'ptn03' })).toBe('U114');
    await t.database.db.updateTable('members').set({ status: 'normal' }).where('id', '=', id).execute();
  });
});

describe('POST /api/member/signup: blocks and closures', () => {
  it('a blocked IP answers U012', async () => {
    const unblock = await block(t, 'ip', '127.0.0.1');
    expect(await codeOf({})).toBe('U012');
    await unblock();
  });

  it.each([
    ['phone' as const, '010-5555-1234', { phone: '01055551234' }, 'U013'],
    ['account' as const, '9998887776', { accountNo: '9998887776' }, 'U014'],
  ])('a blocked %s (%s, matched by digits) answers its code', async (kind, blocked, over, code) => {
    const unblock = await block(t, kind, blocked);
    expect(await codeOf(over)).toBe(code);
    await unblock();
  });

  it('sign-up closed by the site option answers U015', async () => {
    await setSiteOptions(t, { joinStatus: 'N' });
    expect(await codeOf({})).toBe('U015');
    await setSiteOptions(t, { joinStatus: 'Y' });
    expect(await codeOf({})).toBe('200');
  });

  it('sign-up maintenance answers S002, site maintenance S001', async () => {
    const endSignup = await siteCheck(t, 'signup');
    expect(await codeOf({})).toBe('S002');
    await endSignup();
    const endSite = await siteCheck(t, 'site');
    expect(await codeOf({})).toBe('S001');
    await endSite();
  });

  it('an eleventh sign-up from one IP within ten minutes answers E005 and creates nothing', async () => {
    limiterNow += 11 * 60_000;
    const bodies = Array.from({ length: 11 }, () => valid({ memPass: 'short' }));
    const codes: string[] = [];
    for (const body of bodies) codes.push((await t.call('/api/member/signup', body)).resultCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('U102'));
    expect(codes[10]).toBe('E005');
    const good = valid();
    expect((await t.call('/api/member/signup', good)).resultCode).toBe('E005');
    expect(
      await t.database.db.selectFrom('members').select('id').where('mem_id', '=', good.memId).executeTakeFirst(),
    ).toBeUndefined();
  });
});
