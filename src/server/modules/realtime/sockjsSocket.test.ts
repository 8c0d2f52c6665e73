import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import sockjs from 'sockjs';
import SockJS from 'sockjs-client';
import { sockjsMessageFrame, sockjsPushSocket, textFrame } from './sockjsSocket';

/** What a STOMP frame may hold: NUL and line ends, quotes, Hangul, the code points sockjs escapes, an emoji. */
const MESSAGES = [
  'MESSAGE\nsubscription:own\n\nbody\0',
  'say "hi" \\ \t\r\n',
  '잔액 \u2028\u200d\ufff0 😀',
  '',
  'x'.repeat(200),
  'y'.repeat(70_000),
];

describe('SockJS frames written directly', () => {
  it('wrap a message so that the client reads back exactly its text', () => {
    fc.assert(
      // any UTF-16 code units, lone surrogates included
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 64 }),
        (text) => {
          expect(JSON.parse(sockjsMessageFrame(text).slice(1))).toEqual([text]);
        },
      ),
    );
  });

  it('carry the payload length in the header form RFC 6455 asks for each size', () => {
    const header = (size: number) => [...textFrame('z'.repeat(size)).subarray(0, 2)];
    expect(header(125)).toEqual([0x81, 125]);
    expect(header(126)).toEqual([0x81, 126]);
    expect(textFrame('z'.repeat(65_535)).readUInt16BE(2)).toBe(65_535);
    expect(header(65_536)).toEqual([0x81, 127]);
    expect(textFrame('z'.repeat(65_536)).readBigUInt64BE(2)).toBe(65_536n);
    expect(textFrame('한').subarray(2).toString()).toBe('한');
  });
});

describe('the push socket over a sockjs connection', () => {
  let http: Server;
  let url: string;
  /** Per connection: how many messages went through sockjs's own write. */
  const throughSockjs: number[] = [];

  beforeAll(async () => {
    const server = sockjs.createServer({ prefix: '/ws', log: () => undefined });
    server.on('connection', (conn: sockjs.Connection) => {
      const counted = throughSockjs.push(0) - 1;
      const write = conn.write.bind(conn);
      conn.write = (text: string) => {
        throughSockjs[counted]! += 1;
        return write(text);
      };
      const push = sockjsPushSocket(conn);
      conn.on('data', () => {
        for (const message of MESSAGES) push.write(message);
        push.close();
      });
    });
    http = createServer();
    server.installHandlers(http, { prefix: '/ws' });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/ws`;
  });
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

  const hear = (transport: string) =>
    new Promise<string[]>((resolve) => {
      const heard: string[] = [];
      const sock = new SockJS(url, null, { transports: [transport] });
      sock.onopen = () => sock.send('go');
      sock.onmessage = (e) => heard.push(String(e.data));
      sock.onclose = () => resolve(heard);
    });

  it('writes a websocket session straight onto its stream, every message intact and in order, then closes', async () => {
    expect(await hear('websocket')).toEqual(MESSAGES);
    expect(throughSockjs.at(-1)).toBe(0);
  });

  it('leaves any other transport to sockjs', async () => {
    expect(await hear('xhr-streaming')).toEqual(MESSAGES);
    expect(throughSockjs.at(-1)).toBe(MESSAGES.length);
  });
});
