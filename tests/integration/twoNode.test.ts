import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import { PushCmd } from '../../src/shared/api/realtime';
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
