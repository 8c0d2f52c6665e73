import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenLocal, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { PushCmd } from '../../../src/shared/api/realtime';
import type { UserCash } from '../../../src/shared/api/cash';
import { connectPush, loginPush } from '../../support/realtimeClient';
import { testClock } from '../../support/moneyFixtures';

/** The §4 commands as the real producers raise them, through HTTP only: ledger, messages, staff. */
let t: TestApp;
let base: string;
let staff: Record<string, string>;
const [m1, m2] = DEMO.members as readonly string[];

beforeAll(async () => {
  // Midday in Korea: a deposit request in the 23:30-00:30 bank window is refused (C011).
  t = await createTestApp({ clock: testClock() });
  base = await listenLocal(t);
  staff = { token: await t.loginStaff() };
});
afterAll(async () => {
  await t.close();
});

describe('pushes raised by the other modules', () => {
  it('an approved deposit pushes the committed balances as CASH to that member only', async () => {
    const [a, b] = [await loginPush(t.call, m1!), await loginPush(t.call, m2!)];
    const [pa, pb] = [await connectPush(base, a), await connectPush(base, b)];
    const request = await t.call<{ cashIdx: number }>(
      '/api/cash/in',
      { depositor: '홍길동', amount: 50_000, bonusYn: 'N' },
      { token: a.token },
    );
    expect(request.resultCode).toBe('200');
    expect((await t.call('/api/admin/deposits/approve', { id: request.data.cashIdx }, staff)).resultCode).toBe('200');
    const now = (await t.call<UserCash>('/api/cash/getUserCash', {}, { token: a.token })).data;
    expect(await pa.next((c) => c.cmd === PushCmd.Cash)).toEqual({
      cmd: 'CASH',
      data1: String(now.cashAmt),
      data2: String(now.pointAmt),
    });
    // A later push to the other member as a barrier: had the CASH strayed, it would be there first.
    await t.call('/api/admin/messages/create', { data: { title: '안내', content: '입금 처리', memId: m2 } }, staff);
    await pb.next((c) => c.cmd === PushCmd.Msg);
    expect(pb.commands.map((c) => c.cmd)).toEqual(['MSG']);
    await Promise.all([pa.stop(), pb.stop()]);
  });

  it('a message from staff pushes MSG with the unread count, and reading it pushes the new count', async () => {
    const a = await loginPush(t.call, m1!);
    const pa = await connectPush(base, a);
    const sent = await t.call(
      '/api/admin/messages/create',
      { data: { title: '공지', content: '점검 안내', memId: m1 } },
      staff,
    );
    expect(sent.resultCode).toBe('200');
    const arrived = await pa.next((c) => c.cmd === PushCmd.Msg);
    expect(Number(arrived.data1)).toBeGreaterThan(0);
    expect((await t.call('/api/board/msgUpdate', { action: 'readAll' }, { token: a.token })).resultCode).toBe('200');
    expect(await pa.next((c) => c.cmd === PushCmd.Msg && c.data1 === '0')).toEqual({
      cmd: 'MSG',
      data1: '0',
      data2: '',
    });
    await pa.stop();
  });

  it('a staff lock ends the member session: LOGOUT, then the socket closes', async () => {
    const b = await loginPush(t.call, m2!);
    const pb = await connectPush(base, b);
    const id = Number(
      (
        await t.database.db
          .selectFrom('members')
          .select('id')
          .where('site_id', '=', DEMO.siteId)
          .where('mem_id', '=', m2!)
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect((await t.call('/api/admin/members/lock', { id, locked: true }, staff)).resultCode).toBe('200');
    expect(await pb.next((c) => c.cmd === PushCmd.Logout)).toEqual({ cmd: 'LOGOUT', data1: 'staff_lock', data2: '' });
    await pb.closed;
  });
});
