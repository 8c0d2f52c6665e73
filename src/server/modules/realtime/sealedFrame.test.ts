import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decryptPush, PushCmd } from '../../../shared/api/realtime';
import type { FrameBytes } from './fanoutWriter';
import { pushSealer, sealText, type PushSealer } from './pushCipher';
import { sealedBody, sealedFrame, sharedBody, sharedFrame, wireStart } from './sealedFrame';
import { sockjsMessageFrame, textFrame } from './sockjsSocket';
import { createFrameReader, messageFramer, messageStart, type StompFrame } from './stompFrame';

/** A sealer that writes the same text for the same body: the text path and the frame then compare byte for byte. */
const fixedSealer: PushSealer = (padded, out, at) =>
  at + out.write(`${'I'.repeat(24)}:${padded.toString('base64')}:${'M'.repeat(44)}`, at, 'latin1');

/** What the text path writes for the same message: the framer's text, sockjs's framing, one websocket frame. */
const textPath = (subscription: string, destination: string, connection: string, seq: number, sealed: string) =>
  textFrame(sockjsMessageFrame(messageFramer(subscription, destination, 'text/plain')(`${connection}-${seq}`, sealed)));

/** A frame written at an offset of a larger buffer (as a fan-out's shared buffer holds it), cut out. */
const bytesOf = (frame: FrameBytes) => {
  const out = Buffer.alloc(frame.size + 9);
  frame.writeInto(out, 7);
  return out.subarray(7, 7 + frame.size);
};

const frameOf = (
  subscription: string,
  destination: string,
  connection: string,
  seq: number,
  plaintext: string,
  seal: PushSealer,
) =>
  bytesOf(
    sealedFrame(
      wireStart(messageStart(subscription, destination, 'text/plain', `${connection}-`)),
      seq,
      sealedBody(plaintext),
      seal,
    ),
  );

/** Any UTF-16 code units, lone surrogates and what STOMP and JSON escape included. */
const anyText = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength });

describe('a sealed MESSAGE built as its websocket frame', () => {
  it('is byte for byte what the text path writes, whatever the headers, sequence number and plaintext', () => {
    fc.assert(
      fc.property(
        anyText(12),
        anyText(40),
        anyText(12),
        fc.nat(),
        fc.string({ unit: 'binary', maxLength: 60 }),
        (subscription, destination, connection, seq, plaintext) => {
          const body = sealedBody(plaintext);
          expect(frameOf(subscription, destination, connection, seq, plaintext, fixedSealer)).toEqual(
            textPath(subscription, destination, connection, seq, sealText(fixedSealer, body.padded)),
          );
        },
      ),
    );
  });

  it('is what the text path writes at every padding length and in each header form of RFC 6455', () => {
    const channel = `/topic/${randomBytes(16).toString('hex')}`;
    // 0 to 40 UTF-8 bytes and more (1 to 16 bytes of padding each), and bodies past 64 KiB framed
    const plaintexts = [
      ...Array.from({ length: 41 }, (_, n) => '잔😀x'.repeat(n).slice(0, n)),
      'q'.repeat(50_000),
      '한'.repeat(30_000),
    ];
    for (const plaintext of plaintexts) {
      const frame = frameOf('sub-0', channel, 'c0ffee-1', 12, plaintext, fixedSealer);
      expect(frame).toEqual(
        textPath('sub-0', channel, 'c0ffee-1', 12, sealText(fixedSealer, sealedBody(plaintext).padded)),
      );
    }
    expect(frameOf('sub-0', channel, 'c', 1, 'q'.repeat(50_000), fixedSealer)[1]).toBe(127);
  });

  it('carries to each of many sessions a body that session opens and no other, framed as the text path frames it', () => {
    const commands = [{ cmd: PushCmd.Inspect, data1: 'N', data2: '점검 종료 😀' }];
    const body = sealedBody(JSON.stringify(commands));
    const keys = Array.from({ length: 300 }, () => randomBytes(32).toString('base64'));
    const sealers = keys.map(pushSealer);
    keys.forEach((key, i) => {
      const frame = bytesOf(
        sealedFrame(wireStart(messageStart('own', `/topic/${i}`, 'text/plain', `conn${i}-`)), i + 1, body, sealers[i]!),
      );
      const messages = JSON.parse(frame.subarray(4).toString('utf8').slice(1)) as string[];
      const frames: StompFrame[] = [];
      createFrameReader((f) => frames.push(f)).push(messages.join(''));
      expect(frames).toHaveLength(1);
      const sealed = frames[0]!.body;
      expect(decryptPush(sealed, key)).toEqual(commands);
      expect(() => decryptPush(sealed, keys[(i + 1) % keys.length]!)).toThrow();
      expect(frame).toEqual(textPath('own', `/topic/${i}`, `conn${i}`, i + 1, sealed));
    });
  });
});

describe("a public topic's MESSAGE built as its websocket frame", () => {
  const publicPath = (subscription: string, destination: string, connection: string, seq: number, body: string) =>
    textFrame(
      sockjsMessageFrame(messageFramer(subscription, destination, 'application/json')(`${connection}-${seq}`, body)),
    );
  const sharedOf = (subscription: string, destination: string, connection: string, seq: number, body: string) =>
    bytesOf(
      sharedFrame(
        wireStart(messageStart(subscription, destination, 'application/json', `${connection}-`)),
        seq,
        sharedBody(body),
      ),
    );

  it('is byte for byte what the text path writes, whatever the headers, sequence number and body', () => {
    fc.assert(
      fc.property(
        anyText(12),
        anyText(40),
        anyText(12),
        fc.nat(),
        anyText(200),
        (sub, destination, conn, seq, body) => {
          expect(sharedOf(sub, destination, conn, seq, body)).toEqual(publicPath(sub, destination, conn, seq, body));
        },
      ),
    );
  });

  it('is what the text path writes for an empty body and for one past 64 KiB', () => {
    for (const body of ['', '{"event":"odds"}', '한'.repeat(30_000)])
      expect(sharedOf('sub-0', '/topic/sports/demo', 'c1', 7, body)).toEqual(
        publicPath('sub-0', '/topic/sports/demo', 'c1', 7, body),
      );
  });
});
