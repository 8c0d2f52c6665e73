import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { textFrame } from '../src/server/modules/realtime/sockjsSocket';
import {
  afterUpgradeAnswer,
  maskedFrame,
  Opcode,
  serverFrameReader,
  upgradeRequest,
  WebsocketProtocolError,
} from './websocketWire';

function reading() {
  const heard: string[] = [];
  const reader = serverFrameReader({
    text: (message) => heard.push(message),
    ping: (payload) => heard.push(`ping:${payload.toString()}`),
    close: (code, reason) => heard.push(`close:${code}:${reason}`),
  });
  return { heard, reader };
}

/** A server frame with its FIN bit and opcode as given (the server never masks). */
const rawFrame = (fin: boolean, opcode: number, payload: string) => {
  const frame = textFrame(payload);
  frame[0] = (fin ? 0x80 : 0) | opcode;
  return frame;
};

describe('upgrade', () => {
  const answer = (accept: string, status = '101 Switching Protocols') =>
    Buffer.from(
      `HTTP/1.1 ${status}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      'latin1',
    );

  it('sends a key and accepts only the answer derived from it (RFC 6455 §4.1)', () => {
    const { request, accept } = upgradeRequest('127.0.0.1:1', '/ws/1/abc/websocket');
    const key = /Sec-WebSocket-Key: (\S+)\r\n/.exec(request)![1]!;
    expect(accept).toBe(createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64'));
    expect(request.startsWith('GET /ws/1/abc/websocket HTTP/1.1\r\n')).toBe(true);
    const frames = textFrame('o');
    expect(afterUpgradeAnswer(Buffer.concat([answer(accept), frames]), accept)).toEqual(frames);
    expect(afterUpgradeAnswer(answer(accept).subarray(0, 30), accept)).toBeNull();
    expect(() => afterUpgradeAnswer(answer('d3Jvbmc='), accept)).toThrow(WebsocketProtocolError);
    expect(() => afterUpgradeAnswer(answer(accept, '403 Forbidden'), accept)).toThrow(/refused/);
  });
});

describe('serverFrameReader', () => {
  const messages = ['o', 'a["short"]', `a["${'x'.repeat(200)}"]`, `a["${'한'.repeat(30_000)}"]`, 'h'];
  const stream = Buffer.concat(messages.map(textFrame));

  it('reads every frame whatever the segments: one chunk, byte by byte, or cut anywhere', () => {
    const whole = reading();
    whole.reader.push(stream);
    expect(whole.heard).toEqual(messages);

    const bytes = reading();
    for (let i = 0; i < stream.length; i++) bytes.reader.push(stream.subarray(i, i + 1));
    expect(bytes.heard).toEqual(messages);

    for (const cut of [1, 3, 9, 250, 300, stream.length - 1]) {
      const two = reading();
      two.reader.push(stream.subarray(0, cut));
      two.reader.push(stream.subarray(cut));
      expect(two.heard).toEqual(messages);
    }
  });

  it('joins a fragmented message and hands control frames between its fragments', () => {
    const { heard, reader } = reading();
    const close = Buffer.concat([Buffer.from([0x88, 6, 0x03, 0xe8]), Buffer.from('bye!')]);
    reader.push(
      Buffer.concat([
        rawFrame(false, Opcode.Text, 'a["one '),
        rawFrame(true, Opcode.Ping, 'p'),
        rawFrame(true, Opcode.Continuation, 'two"]'),
        close,
      ]),
    );
    expect(heard).toEqual(['ping:p', 'a["one two"]', 'close:1000:bye!']);
  });

  it('refuses what a server may not send', () => {
    const masked = maskedFrame(Opcode.Text, Buffer.from('o'));
    expect(() => reading().reader.push(masked)).toThrow(/masked/);
    expect(() => reading().reader.push(rawFrame(true, Opcode.Binary, 'x'))).toThrow(/opcode/);
    expect(() => reading().reader.push(rawFrame(true, Opcode.Continuation, 'x'))).toThrow(/continuation/);
    const compressed = textFrame('o');
    compressed[0]! |= 0x40;
    expect(() => reading().reader.push(compressed)).toThrow(/RSV/);
    const badUtf8 = textFrame('ab');
    badUtf8[2] = 0xff;
    expect(() => reading().reader.push(badUtf8)).toThrow();
  });
});

describe('maskedFrame', () => {
  it('masks the payload with the key it carries, for every length encoding', () => {
    for (const size of [0, 125, 126, 70_000]) {
      const payload = Buffer.alloc(size, 'z');
      const frame = maskedFrame(Opcode.Text, payload);
      expect(frame[0]).toBe(0x81);
      expect(frame[1]! & 0x80).toBe(0x80);
      const head = size <= 125 ? 2 : size <= 0xffff ? 4 : 10;
      const length =
        head === 2 ? frame[1]! & 0x7f : head === 4 ? frame.readUInt16BE(2) : Number(frame.readBigUInt64BE(2));
      expect(length).toBe(size);
      const key = frame.subarray(head, head + 4);
      const unmasked = Buffer.from(frame.subarray(head + 4).map((b, i) => b ^ key[i & 3]!));
      expect(unmasked.equals(payload)).toBe(true);
    }
  });
});
