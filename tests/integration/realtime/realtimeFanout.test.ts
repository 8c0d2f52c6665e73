import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { signToken } from '../../../src/server/modules/identity/tokens';
import { FanoutWriter, SHARED_FROM } from '../../../src/server/modules/realtime/fanoutWriter';
import { PushCmd } from '../../../src/shared/api/realtime';
import { createTestApp, listenLocal, type TestApp } from '../../support/testApp';
import { connectPush, type LoggedIn } from '../../support/realtimeClient';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocal(t);
});
afterAll(async () => {
  await t.close();
});

/** Sessions of one demo member written straight to the table (a login each would hash a password each). */
async function sessions(count: number): Promise<{ memberId: number; seats: LoggedIn[] }> {
  const { id: memberId } = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('site_id', '=', DEMO.siteId)
    .where('mem_id', '=', DEMO.members[0]!)
    .executeTakeFirstOrThrow();
  const seats: LoggedIn[] = [];
  const rows = await Promise.all(
    Array.from({ length: count }, async () => {
      const sid = randomUUID();
      const signed = await signToken(t.config.JWT_SECRET, { sid, site: DEMO.siteId }, new Date());
      const push = { channelId: randomBytes(16).toString('hex'), key: randomBytes(32).toString('base64') };
      seats.push({ token: signed.token, push });
      return {
        id: sid,
        site_id: DEMO.siteId,
        member_id: memberId,
        staff_id: null,
        channel_id: push.channelId,
        push_key: push.key,
        ip: '',
        expires_at: new Date(signed.expiresAt),
      };
    }),
  );
  await t.database.db.insertInto('sessions').values(rows).execute();
  return { memberId: Number(memberId), seats };
}

describe('a fan-out large enough to be written on two threads', () => {
  it("reaches every socket once, sealed for that socket's session, in order with the pushes before and after it", async () => {
    const started = vi.spyOn(FanoutWriter.prototype, 'start');
    const { memberId, seats } = await sessions(SHARED_FROM + 6);
    const probes = await Promise.all(seats.map((seat) => connectPush(base, seat)));
    // the hub started its helper thread as the sessions came; the pushes wait until it runs
    const writer = started.mock.contexts[0] as FanoutWriter;
    await vi.waitFor(() => expect(writer.helperRunning()).toBe(true));
    const batches = vi.spyOn(writer, 'batch');
    // the member's CASH goes to all its sessions: each of the three pushes is one batch
    t.app.deps.bus.publish({ type: 'cash', memberId, cash: 1, point: 0 });
    t.app.deps.bus.publish({ type: 'inspect', siteId: DEMO.siteId, on: true });
    t.app.deps.bus.publish({ type: 'cash', memberId, cash: 2, point: 0 });
    expect(batches.mock.results.map((r) => r.value)).toEqual([writer, writer, writer]);
    for (const probe of probes) {
      await probe.next((c) => c.cmd === PushCmd.Cash && c.data1 === '2');
      expect(probe.commands).toEqual([
        { cmd: 'CASH', data1: '1', data2: '0' },
        { cmd: 'INSPECT', data1: 'Y', data2: '' },
        { cmd: 'CASH', data1: '2', data2: '0' },
      ]);
    }
    await Promise.all(probes.map((probe) => probe.stop()));
  });
});
