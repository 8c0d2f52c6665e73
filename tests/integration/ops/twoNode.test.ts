import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { runTemplate } from '../../support/testApp';
import { officeTokenOver } from '../../support/officeLogin';
import { PushCmd } from '../../../src/shared/api/realtime';
import type { UserCash } from '../../../src/shared/api/cash';
import { connectPush, loginPush } from '../../support/realtimeClient';
import { startCluster, type Cluster } from '../../support/twoNodeCluster';

/** DESIGN "Scale-out": two API processes, one PostgreSQL database, a Redis pub/sub backplane. */
let cluster: Cluster;

beforeAll(async () => {
  if (process.env.DATABASE_URL) cluster = await startCluster(runTemplate(), [8282, 8283], 8289);
}, 240_000);
afterAll(async () => {
  await cluster?.stop();
});

describe.runIf(process.env.DATABASE_URL)('two nodes behind one Redis backplane', () => {
  it('a deposit approved through node A pushes CASH, once, to the member connected to node B (and to its tab on node A)', async () => {
    const [a, b] = cluster.nodes as [NonNullable<Cluster['nodes'][0]>, NonNullable<Cluster['nodes'][0]>];
    const member = await loginPush(b.call, DEMO.members[1]);
    const asMember = { token: member.token };
    const probe = await connectPush(b.base, member);
    const tabOnA = await connectPush(a.base, member);
    const before = (await b.call<UserCash>('/api/cash/getUserCash', {}, asMember)).data;

    const request = await b.call<{ cashIdx: number }>(
      '/api/cash/in',
      { depositor: '홍길동', amount: 100_000, bonusYn: 'N' },
      asMember,
    );
    expect(request.resultCode).toBe('200');
    const approved = await a.call(
      '/api/admin/deposits/approve',
      { id: request.data.cashIdx },
      { token: await officeTokenOver(a.base, '/api/admin/login', { staffId: DEMO.staff, password: DEMO.password }) },
    );
    expect(approved.resultCode).toBe('200');

    const after = (await a.call<UserCash>('/api/cash/getUserCash', {}, asMember)).data;
    expect(after.cashAmt).toBe(before.cashAmt + 100_000);
    expect(await probe.next((c) => c.cmd === PushCmd.Cash)).toEqual({
      cmd: 'CASH',
      data1: String(after.cashAmt),
      data2: String(after.pointAmt),
    });
    // A later event on the same backplane as a barrier: nothing doubled arrives before it.
    await a.call('/api/member/logout', {}, asMember);
    for (const p of [probe, tabOnA]) {
      await p.next((c) => c.cmd === PushCmd.Logout);
      expect(p.commands.map((c) => c.cmd)).toEqual(['CASH', 'LOGOUT']);
    }
  });

  it('a login through node A replaces the session whose sockets live on nodes A and B: each hears LOGOUT exactly once', async () => {
    const [a, b] = cluster.nodes as [NonNullable<Cluster['nodes'][0]>, NonNullable<Cluster['nodes'][0]>];
    const first = await loginPush(a.call, DEMO.members[0]);
    const onB = await connectPush(b.base, first);
    const onA = await connectPush(a.base, first);

    await loginPush(a.call, DEMO.members[0]);

    for (const probe of [onA, onB]) {
      expect(await probe.next((c) => c.cmd === PushCmd.Logout)).toEqual({
        cmd: 'LOGOUT',
        data1: 'replaced',
        data2: '',
      });
      await probe.closed;
    }
    expect(onB.commands).toHaveLength(1);
    expect(onA.commands).toHaveLength(1);
  });

  it('a site-option change, a session end and an odds change made through node A hold on node B within a second, though B keeps them in memory', async () => {
    const [a, b] = cluster.nodes as [NonNullable<Cluster['nodes'][0]>, NonNullable<Cluster['nodes'][0]>];
    const within = async (check: () => Promise<boolean>) => {
      const started = Date.now();
      while (!(await check())) {
        if (Date.now() - started > 1_000) throw new Error('not seen on node B within a second');
        await new Promise((r) => setTimeout(r, 20));
      }
      return Date.now() - started;
    };
    const member = (
      await b.call<{ token: string }>('/api/member/login', { memId: DEMO.members[2], memPass: DEMO.password })
    ).data.token;
    const asMember = { token: member };
    // Node B reads the site and the session once and then answers from memory.
    expect((await b.call<{ sns1Id: string }>('/api/etc/siteOption')).data.sns1Id).not.toBe('hot-cache-probe');
    expect((await b.call('/api/cash/getUserCash', {}, asMember)).resultCode).toBe('200');
    expect((await b.call('/api/cash/getUserCash', {}, asMember)).resultCode).toBe('200');

    const staff = await officeTokenOver(a.base, '/api/admin/login', { staffId: DEMO.staff, password: DEMO.password });
    expect(
      (await a.call('/api/admin/siteOptions/update', { data: { sns1Id: 'hot-cache-probe' } }, { token: staff }))
        .resultCode,
    ).toBe('200');
    await within(
      async () => (await b.call<{ sns1Id: string }>('/api/etc/siteOption')).data.sns1Id === 'hot-cache-probe',
    );

    expect((await a.call('/api/member/logout', {}, asMember)).resultCode).toBe('200');
    await within(async () => (await b.call('/api/cash/getUserCash', {}, asMember)).resultCode === 'E006');

    // Bet rules too: node B judges slips by the odds it holds in memory until node A changes them
    // (no round is open here: a known pick is refused for that, B0099; a pick switched off, E003).
    const bettor = {
      token: (await b.call<{ token: string }>('/api/member/login', { memId: DEMO.members[1], memPass: DEMO.password }))
        .data.token,
    };
    const slip = () =>
      b.call(
        '/api/bet/betProc',
        {
          gameType: 'pwball',
          roundKey: 'pwball-20200101-0001',
          bets: [{ market: 'power_oe', pick: 'odd', amount: 1_000 }],
        },
        bettor,
      );
    expect((await slip()).resultCode).toBe('B0099');
    const odds = await a.call<{ list: { id: number; pick: string }[] }>(
      '/api/admin/minigameOdds/list',
      { page: 1, perPage: 10, filter: { gameKey: 'pwball', market: 'power_oe' } },
      { token: staff },
    );
    const odd = odds.data.list.find((o) => o.pick === 'odd')!;
    expect(
      (await a.call('/api/admin/minigameOdds/update', { id: odd.id, data: { enabled: false } }, { token: staff }))
        .resultCode,
    ).toBe('200');
    await within(async () => (await slip()).resultCode === 'E003');
    expect(
      (await a.call('/api/admin/minigameOdds/update', { id: odd.id, data: { enabled: true } }, { token: staff }))
        .resultCode,
    ).toBe('200');
  });
});
