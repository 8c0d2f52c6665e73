import { describe, expect, it } from 'vitest';
import { padBody, sealText, type PushSealer } from './pushCipher';
import type { PushIdentity } from './pushIdentity';
import { sealedBody, sharedBody } from './sealedFrame';
import { sockjsMessageFrame, textFrame } from './sockjsSocket';
import { serializeFrame } from './stompFrame';
import { StompConnection, type ConnectionEnv } from './stompConnection';

const who: PushIdentity = {
  kind: 'member',
  siteId: 'demo',
  memberId: 7,
  sessionId: 's',
  channelId: 'c0ffee',
  pushKey: 'k',
};

function setup(direct: Buffer[] | null = null) {
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
  const conn = new StompConnection(
    'c1',
    {
      write: (t) => written.push(t),
      directStream: () => direct && { write: (frame: Buffer) => direct.push(frame) },
      close: () => (closed = true),
    },
    env,
  );
  return {
    conn,
    written,
    isClosed: () => closed,
    advance: (ms: number) => (now += ms),
    connect: async (heartBeat: string) => {
      conn.receive(
        serializeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2', 'heart-beat': heartBeat }, body: '' }),
      );
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

describe('sealed pushes', () => {
  /** Writes the same text for the same body, so that two connections' frames compare byte for byte. */
  const fixedSealer: PushSealer = (padded, out, at) =>
    at + out.write(`${'I'.repeat(24)}:${padded.toString('base64')}:${'M'.repeat(44)}`, at, 'latin1');
  const channel = '/topic/c0ffee';

  it('go straight onto a direct stream as the very frames the text path writes, as public bodies do, message ids counting on', async () => {
    const frames: Buffer[] = [];
    const direct = setup(frames);
    const text = setup();
    for (const s of [direct, text]) {
      await s.connect('0,0');
      s.conn.receive(serializeFrame({ command: 'SUBSCRIBE', headers: { id: 'own', destination: channel }, body: '' }));
      s.conn.receive(
        serializeFrame({ command: 'SUBSCRIBE', headers: { id: 'sub:"2"', destination: channel }, body: '' }),
      );
      await new Promise((r) => setTimeout(r, 0));
    }
    for (const plaintext of ['', '["INSPECT"]', '쪽지 😀'.repeat(9)]) {
      for (const s of [direct, text]) {
        s.conn.deliverSealed(channel, sealedBody(plaintext), fixedSealer);
        s.conn.deliver(channel, sharedBody('{"plain":1}'), 'application/json');
      }
    }
    const sealedTexts = text.written.slice(1).filter((_, i) => i % 4 < 2);
    expect(sealedTexts.map((t) => t.slice(t.indexOf('\n\n') + 2, -1))).toEqual(
      ['', '["INSPECT"]', '쪽지 😀'.repeat(9)].flatMap((p) => Array(2).fill(sealText(fixedSealer, padBody(p)))),
    );
    // a public topic's body goes onto the direct stream the same way
    expect(frames).toEqual(text.written.slice(1).map((t) => textFrame(sockjsMessageFrame(t))));
    expect(direct.written).toEqual(text.written.slice(0, 1));
    expect(text.written.at(-1)).toContain('message-id:c1-12\n');
  });
});
