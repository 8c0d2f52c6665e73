import { createHash, randomBytes, randomFillSync } from 'node:crypto';

/**
 * The client's side of RFC 6455 on a raw TCP socket, for bench/realtimeClients.ts: the upgrade
 * request and the check of its answer (§4.1), masked frames out and unmasked frames in (§5).
 * No extension or subprotocol is offered, so none may be answered and no RSV bit may be set.
 */

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** An upgrade answer's head is a few hundred bytes; one that does not end by this size is wrong. */
const MAX_HEAD_BYTES = 16 * 1024;
/** sockjs's frames are small; a bigger one means the stream is out of step. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

const FIN = 0x80;
const RSV = 0x70;
const MASKED = 0x80;
export const Opcode = { Continuation: 0x0, Text: 0x1, Binary: 0x2, Close: 0x8, Ping: 0x9, Pong: 0xa } as const;

export class WebsocketProtocolError extends Error {}

/** The GET that asks for the upgrade, and the Sec-WebSocket-Accept its answer must carry. */
export function upgradeRequest(host: string, path: string): { request: string; accept: string } {
  const key = randomBytes(16).toString('base64');
  const accept = createHash('sha1')
    .update(key + ACCEPT_GUID)
    .digest('base64');
  // Origin as a browser sends it: the push endpoint refuses other origins (wsGuard.ts)
  const request = `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`;
  return { request, accept };
}

/**
 * The bytes after the answer's head once it is complete (the server may send its first frames in
 * the same segment), null while it is not; throws unless it is a 101 that accepts our key.
 */
export function afterUpgradeAnswer(received: Buffer, accept: string): Buffer | null {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) {
    if (received.length > MAX_HEAD_BYTES) throw new WebsocketProtocolError('upgrade answer head too long');
    return null;
  }
  const [status, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
  if (!/^HTTP\/1\.1 101 /.test(status!)) throw new WebsocketProtocolError(`upgrade refused: ${status}`);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new WebsocketProtocolError(`bad header line in upgrade answer: ${line}`);
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  if (headers.get('upgrade')?.toLowerCase() !== 'websocket')
    throw new WebsocketProtocolError('upgrade answer without Upgrade: websocket');
  if (
    !headers
      .get('connection')
      ?.toLowerCase()
      .split(/\s*,\s*/)
      .includes('upgrade')
  )
    throw new WebsocketProtocolError('upgrade answer without Connection: Upgrade');
  if (headers.get('sec-websocket-accept') !== accept)
    throw new WebsocketProtocolError('Sec-WebSocket-Accept does not match our key');
  if (headers.has('sec-websocket-extensions') || headers.has('sec-websocket-protocol'))
    throw new WebsocketProtocolError('upgrade answer names an extension or protocol we did not offer');
  return received.subarray(end + 4);
}

/** A client frame (§5.3: every client frame is masked, with a fresh key). */
export function maskedFrame(opcode: number, payload: Buffer): Buffer {
  const size = payload.length;
  const head = size <= 125 ? 2 : size <= 0xffff ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + 4 + size);
  frame[0] = FIN | opcode;
  if (head === 2) frame[1] = MASKED | size;
  else if (head === 4) {
    frame[1] = MASKED | 126;
    frame.writeUInt16BE(size, 2);
  } else {
    frame[1] = MASKED | 127;
    frame.writeBigUInt64BE(BigInt(size), 2);
  }
  randomFillSync(frame, head, 4);
  for (let i = 0; i < size; i++) frame[head + 4 + i] = payload[i]! ^ frame[head + (i & 3)]!;
  return frame;
}

export const maskedText = (text: string): Buffer => maskedFrame(Opcode.Text, Buffer.from(text, 'utf8'));

export interface ServerFrameHandlers {
  /** A whole text message (its fragments joined), strictly decoded UTF-8. */
  text(message: string): void;
  ping(payload: Buffer): void;
  close(code: number | undefined, reason: string): void;
}

/**
 * Reads the server's frames from the stream as it comes, whatever the segments: a frame split
 * over several chunks waits for the rest, several frames in one chunk are each handled, in order,
 * before `push` returns. Throws WebsocketProtocolError on anything a server may not send.
 */
export function serverFrameReader(on: ServerFrameHandlers): { push(chunk: Buffer): void } {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let rest: Buffer | null = null;
  let fragments: Buffer[] | null = null;
  return {
    push(chunk) {
      let data: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
      rest = null;
      for (;;) {
        if (data.length < 2) break;
        const b0 = data[0]!;
        const b1 = data[1]!;
        if (b0 & RSV) throw new WebsocketProtocolError('RSV bit set without an extension');
        if (b1 & MASKED) throw new WebsocketProtocolError('server frame is masked');
        const fin = (b0 & FIN) !== 0;
        const opcode = b0 & 0x0f;
        let head = 2;
        let size = b1 & 0x7f;
        if (size === 126) {
          if (data.length < 4) break;
          size = data.readUInt16BE(2);
          head = 4;
        } else if (size === 127) {
          if (data.length < 10) break;
          const long = data.readBigUInt64BE(2);
          if (long > BigInt(MAX_MESSAGE_BYTES)) throw new WebsocketProtocolError('frame too large');
          size = Number(long);
          head = 10;
        }
        if (data.length < head + size) break;
        const payload = data.subarray(head, head + size);
        data = data.subarray(head + size);
        if (opcode >= Opcode.Close) {
          if (!fin || size > 125) throw new WebsocketProtocolError('fragmented or long control frame');
          if (opcode === Opcode.Close)
            on.close(size >= 2 ? payload.readUInt16BE(0) : undefined, utf8.decode(payload.subarray(2)));
          else if (opcode === Opcode.Ping) on.ping(payload);
          else if (opcode !== Opcode.Pong) throw new WebsocketProtocolError(`unknown control opcode ${opcode}`);
          continue;
        }
        if (opcode === Opcode.Text) {
          if (fragments) throw new WebsocketProtocolError('new message inside a fragmented one');
          if (fin) on.text(utf8.decode(payload));
          else fragments = [payload];
        } else if (opcode === Opcode.Continuation) {
          if (!fragments) throw new WebsocketProtocolError('continuation without a message');
          fragments.push(payload);
          if (fragments.reduce((n, f) => n + f.length, 0) > MAX_MESSAGE_BYTES)
            throw new WebsocketProtocolError('message too large');
          if (fin) {
            const whole = Buffer.concat(fragments);
            fragments = null;
            on.text(utf8.decode(whole));
          }
        } else throw new WebsocketProtocolError(`unexpected opcode ${opcode}`);
      }
      // what is left is the start of a frame, completed by the next chunks
      if (data.length > 0) rest = data;
    },
  };
}
