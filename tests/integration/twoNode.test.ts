import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import { PushCmd } from '../../src/shared/api/realtime';
import type { UserCash } from '../../src/shared/api/cash';
import { connectPush, loginPush } from './realtimeClient';
import { startCluster, type Cluster } from './twoNodeCluster';

/** DESIGN "Scale-out": two API processes, one PostgreSQL database, a Redis pub/sub backplane. */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster([8182, 8183], 8189);
}, 240_000);
afterAll(async () => {
  await cluster?.stop();
});

describe('two nodes behind one Redis backplane', () => {
  it('a deposit approved through node A pushes CASH, once, to the member connected to node B (and to its tab on node A)', async () => {
    const [a, b] = cluster.nodes as [NonNullable<Cluster['nodes'][0]>, NonNullable<Cluster['nodes'][0]>];
    const member = await loginPush(b.call, DEMO.members[1]);
    const asMember = { token: member.token };
    const probe = await connectPush(b.base, member);
    const tabOnA = await connectPush(a.base, member);
    const before = (await b.call<UserCash>('/api/cash/getUserCash', {}, asMember)).data;

    const request = await b.call<{ cashIdx: number }>('/api/cash/in', { depositor: '홍길동', amount: 100_000, bonusYn: 'N' }, asMember);
    expect(request.resultCode).toBe('200');
    const staff = await a.call<{ token: string }>('/api/admin/login', { staffId: DEMO.staff, password: DEMO.password });
    const approved = await a.call('/api/admin/deposits/approve', { id: request.data.cashIdx }, { token: staff.data.token });
    expect(approved.resultCode).toBe('200');

    const after = (await a.call<UserCash>('/api/cash/getUserCash', {}, asMember)).data;
    expect(after.cashAmt).toBe(before.cashAmt + 100_000);
    expect(await probe.next((c) => c.cmd === PushCmd.Cash)).toEqual({ cmd: 'CASH', data1: String(after.cashAmt), data2: String(after.pointAmt) });
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
      expect(await probe.next((c) => c.cmd === PushCmd.Logout)).toEqual({ cmd: 'LOGOUT', data1: 'replaced', data2: '' });
      await probe.closed;
    }
    expect(onB.commands).toHaveLength(1);
    expect(onA.commands).toHaveLength(1);
  });
});
