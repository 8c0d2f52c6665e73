import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenLocal, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { powerballTopic, PushCmd, WS_PATH, type PushCommand } from '../../../src/shared/api/realtime';
import { startPush } from '../../../src/member/realtime/pushClient';
import { createTopicRegistry } from '../../../src/member/realtime/publicTopics';
import { loginPush } from '../../support/realtimeClient';

/** The member front's own push client (src/member/realtime/pushClient.ts) against a listening server. */
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  url = (await listenLocal(t)) + WS_PATH;
});
afterAll(async () => {
  await t.close();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(check()).toBe(true);
};

describe('member push client', () => {
  it('decrypts its channel, follows public topics wanted before and after connecting, and reconnects after the socket drops', async () => {
    const who = await loginPush(t.call, DEMO.members[0]);
    const session = await t.database.db
      .selectFrom('sessions')
      .select(['id', 'member_id'])
      .where('channel_id', '=', who.push.channelId)
      .executeTakeFirstOrThrow();
    const memberId = Number(session.member_id);
    const heard: PushCommand[] = [];
    const rounds: unknown[] = [];
    const topics = createTopicRegistry();
    topics.subscribe(powerballTopic('pwball'), (body) => rounds.push(body));
    const client = startPush({
      url,
      site: DEMO,
      getToken: () => who.token,
      push: who.push,
      topics,
      onCommand: (c) => heard.push(c),
      onRefused: () => undefined,
      reconnectDelayMs: 200,
    });
    try {
      const publishUntilHeard = async (count: number) => {
        await until(() => {
          t.app.deps.bus.publish({ type: 'cash', memberId, cash: 1_000, point: 2 });
          return heard.length >= count;
        });
      };
      await publishUntilHeard(1);
      expect(heard[0]).toEqual({ cmd: PushCmd.Cash, data1: '1000', data2: '2' });

      const stopLadder = topics.subscribe(powerballTopic('pwladder'), (body) => rounds.push(body));
      await until(() => {
        t.app.deps.bus.publish({ type: 'topic', topic: powerballTopic('pwball'), body: { round: 1 } });
        t.app.deps.bus.publish({ type: 'topic', topic: powerballTopic('pwladder'), body: { round: 2 } });
        return (
          rounds.some((r) => (r as { round: number }).round === 2) &&
          rounds.some((r) => (r as { round: number }).round === 1)
        );
      });
      stopLadder();

      // The server closes the socket (here after a LOGOUT the database never recorded, as a
      // restarting node would drop it); the client comes back on its own, topics and all.
      t.app.deps.bus.publish({ type: 'logout', memberId, sessionId: session.id, reason: 'test' });
      await until(() => heard.some((c) => c.cmd === PushCmd.Logout));
      await publishUntilHeard(heard.length + 1);
      expect(heard.at(-1)?.cmd).toBe(PushCmd.Cash);
      rounds.length = 0;
      await until(() => {
        t.app.deps.bus.publish({ type: 'topic', topic: powerballTopic('pwball'), body: { round: 3 } });
        t.app.deps.bus.publish({ type: 'topic', topic: powerballTopic('pwladder'), body: { round: 4 } });
        return rounds.length > 0;
      });
      expect(rounds.every((r) => (r as { round: number }).round === 3)).toBe(true);
    } finally {
      await client.stop();
    }
  });

  it('gives up with onRefused when the session was replaced (U017), instead of reconnecting forever', async () => {
    const first = await loginPush(t.call, DEMO.members[1]);
    await loginPush(t.call, DEMO.members[1]);
    let refused = '';
    const client = startPush({
      url,
      site: DEMO,
      getToken: () => first.token,
      push: first.push,
      onCommand: () => undefined,
      onRefused: (code) => (refused = code),
      reconnectDelayMs: 200,
    });
    await until(() => refused !== '');
    expect(refused).toBe('U017');
    await client.stop();
  });
});
