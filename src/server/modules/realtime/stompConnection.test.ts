import { describe, expect, it } from 'vitest';
import { serializeFrame } from './stompFrame';
import { StompConnection, type ConnectionEnv } from './stompConnection';
import type { PushIdentity } from './pushIdentity';

const who: PushIdentity = { kind: 'member', siteId: 'demo', memberId: 7, sessionId: 's', channelId: 'c0ffee', pushKey: 'k' };

function setup() {
  let now = 1_000_000;
  const written: string[] = [];
  let closed = false;
  const env: ConnectionEnv = {
    authorize: async () => who,
    onIdentified: () => undefined,
    onSubscribe: () => undefined,
    onUnsubscribe: () => undefined,
    onClosed: () => undefined,
    now: () => now,
    log: () => undefined,
  };
  const conn = new StompConnection('c1', { write: (t) => written.push(t), close: () => (closed = true) }, env);
  return {
    conn,
    written,
    isClosed: () => closed,
    advance: (ms: number) => (now += ms),
    connect: async (heartBeat: string) => {
      conn.receive(serializeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2', 'heart-beat': heartBeat }, body: '' }));
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('STOMP heart-beats (§1.2 "Heart-beating")', () => {
  it('sends a bare EOL when nothing else went out for the agreed interval', async () => {
    const s = setup();
    await s.connect('10000,20000');
    expect(s.written[0]).toContain('heart-beat:10000,10000');
    s.advance(19_999);
    s.conn.tick();
    expect(s.written).toHaveLength(1);
    s.advance(1);
    s.conn.receive('\n');
    s.conn.tick();
    expect(s.written.slice(1)).toEqual(['\n']);
  });

  it('closes a peer silent for 2.5 of its promised intervals, not one that keeps beating', async () => {
    const s = setup();
    await s.connect('10000,0');
    for (let i = 0; i < 5; i++) {
      s.advance(9_000);
      s.conn.receive('\n');
      s.conn.tick();
    }
    expect(s.isClosed()).toBe(false);
    s.advance(25_001);
    s.conn.tick(true);
    expect(s.isClosed()).toBe(false);
    s.conn.tick();
    expect(s.isClosed()).toBe(true);
  });

  it('sends no heart-beats and expects none when the client asks for 0,0', async () => {
    const s = setup();
    await s.connect('0,0');
    s.advance(600_000);
    s.conn.tick();
    expect(s.written).toHaveLength(1);
    expect(s.isClosed()).toBe(false);
  });

  it('drops a socket that never sends CONNECT', () => {
    const s = setup();
    s.advance(10_001);
    s.conn.tick();
    expect(s.isClosed()).toBe(true);
  });
});
