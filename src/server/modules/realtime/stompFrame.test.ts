import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFrameReader, messageFramer, serializeFrame, StompSyntaxError, type StompFrame } from './stompFrame';

const readAll = (...chunks: string[]) => {
  const frames: StompFrame[] = [];
  let beats = 0;
  const reader = createFrameReader(
    (f) => frames.push(f),
    () => (beats += 1),
  );
  for (const c of chunks) reader.push(c);
  return { frames, beats };
};

describe('STOMP frame codec', () => {
  it('reads a CONNECT frame as stompjs writes it', () => {
    const { frames } = readAll('CONNECT\naccept-version:1.2,1.1,1.0\nheart-beat:10000,10000\ntoken:a.b:c\n\n\0');
    expect(frames).toEqual([
      {
        command: 'CONNECT',
        headers: { 'accept-version': '1.2,1.1,1.0', 'heart-beat': '10000,10000', token: 'a.b:c' },
        body: '',
      },
    ]);
  });

  it('reads several frames and heart-beats from one message, and a frame split over messages', () => {
    const { frames, beats } = readAll(
      '\nSUBSCRIBE\nid:sub-0\ndestination:/topic/x\n\n\0\r\n',
      'UNSUBS',
      'CRIBE\nid:sub-0\n\n\0',
    );
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'UNSUBSCRIBE']);
    expect(frames[0]!.headers.destination).toBe('/topic/x');
    expect(beats).toBe(2);
  });

  it('honours content-length in UTF-8 bytes, so a body may hold NUL and Hangul', () => {
    const body = '잔액\0ok';
    const bytes = Buffer.byteLength(body);
    const { frames } = readAll(`SEND\ndestination:/x\ncontent-length:${bytes}\n\n${body}\0`);
    expect(frames[0]!.body).toBe(body);
  });

  it('accepts CRLF line ends', () => {
    const { frames } = readAll('DISCONNECT\r\nreceipt:77\r\n\r\n\0');
    expect(frames).toEqual([{ command: 'DISCONNECT', headers: { receipt: '77' }, body: '' }]);
  });

  it('keeps the first of repeated headers (§1.2)', () => {
    const { frames } = readAll('SUBSCRIBE\nid:1\nid:2\ndestination:/d\n\n\0');
    expect(frames[0]!.headers.id).toBe('1');
  });

  it('refuses a bad command, a header without colon, an undefined escape and an oversize frame', () => {
    expect(() => readAll('connect\n\n\0')).toThrow(StompSyntaxError);
    expect(() => readAll('SEND\nnocolon\n\n\0')).toThrow(StompSyntaxError);
    expect(() => readAll('SEND\na:\\t\n\n\0')).toThrow(StompSyntaxError);
    expect(() => readAll(`SEND\na:b\n\n${'x'.repeat(70_000)}`)).toThrow(StompSyntaxError);
    expect(() => readAll('SEND\ncontent-length:2\n\nabc\0')).toThrow(StompSyntaxError);
  });

  it('serialises with content-length and escapes headers except on CONNECTED', () => {
    expect(serializeFrame({ command: 'MESSAGE', headers: { destination: '/topic/a:b' }, body: '한' })).toBe(
      'MESSAGE\ndestination:/topic/a\\cb\ncontent-length:3\n\n한\0',
    );
    expect(serializeFrame({ command: 'CONNECTED', headers: { version: '1.2', server: 'a:b' }, body: '' })).toBe(
      'CONNECTED\nversion:1.2\nserver:a:b\n\n\0',
    );
  });

  it('reads back whatever it writes, however the text is split', () => {
    const name = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !s.includes('\0'));
    const frameArb = fc.record({
      command: fc.constantFrom('MESSAGE', 'RECEIPT', 'ERROR', 'SEND'),
      headers: fc.dictionary(
        name,
        fc.string({ maxLength: 12 }).filter((s) => !s.includes('\0')),
        { maxKeys: 4 },
      ),
      body: fc.string({ maxLength: 40 }),
    });
    fc.assert(
      fc.property(
        fc.array(frameArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 7 }),
        (frames, step) => {
          const text = frames.map((f) => serializeFrame({ ...f, headers: { ...f.headers } })).join('\n');
          const chunks: string[] = [];
          for (let i = 0; i < text.length; i += step) chunks.push(text.slice(i, i + step));
          const read = readAll(...chunks).frames;
          expect(read.map((f) => ({ command: f.command, body: f.body }))).toEqual(
            frames.map((f) => ({ command: f.command, body: f.body })),
          );
          read.forEach((f, i) => {
            for (const [k, v] of Object.entries(frames[i]!.headers)) expect(f.headers[k]).toBe(v);
          });
        },
      ),
    );
  });

  it('frames a MESSAGE with its subscription headers encoded once, read back as serializeFrame writes it', () => {
    const text = fc.string({ maxLength: 12 }).filter((s) => !s.includes('\0'));
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        fc.string({ maxLength: 40 }),
        (subscription, destination, contentType, messageId, body) => {
          const headers = { subscription, 'message-id': messageId, destination, 'content-type': contentType };
          const framed = readAll(messageFramer(subscription, destination, contentType)(messageId, body)).frames;
          expect(framed).toEqual(readAll(serializeFrame({ command: 'MESSAGE', headers, body })).frames);
          expect(framed[0]!.headers).toEqual(
            body ? { ...headers, 'content-length': String(Buffer.byteLength(body)) } : headers,
          );
        },
      ),
    );
  });
});
