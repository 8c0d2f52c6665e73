import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import type { Connection } from 'sockjs';
import type { PushSocket } from './stompConnection';

const require = createRequire(import.meta.url);
/** sockjs's own JSON quoting of a message (it also escapes the code points some browsers mangle), one UTF-16 unit at a time. */
export const { quote } = require('sockjs/lib/utils.js') as { quote: (message: string) => string };

/**
 * The sockjs-node internals a direct write reads (package.json pins sockjs 0.3.24): the session
 * behind a connection, its receiver (for the websocket transport: faye-websocket's socket, its
 * websocket-driver and the TCP stream both write to).
 */
interface SessionInternals {
  readyState: number;
  send_buffer: string[];
  recv: {
    protocol: string;
    ws: { readyState: number; _driver: { readyState: number }; _stream: Writable } | null;
  } | null;
}
/** sockjs's Transport.OPEN, faye-websocket's and websocket-driver's OPEN: all 1. */
const OPEN = 1;
/** RFC 6455 §5.2: FIN and the text opcode; a server's frame is not masked. */
const FIN_TEXT = 0x81;

/** The bytes of a websocket text frame's header for a payload of `size` bytes. */
export const textFrameHeadLength = (size: number): number => (size <= 125 ? 2 : size <= 0xffff ? 4 : 10);

/** Writes a text frame's header for a payload of `size` bytes at `at` of `frame`; returns where the payload goes. */
export function writeTextFrameHead(frame: Buffer, at: number, size: number): number {
  const head = textFrameHeadLength(size);
  frame[at] = FIN_TEXT;
  if (head === 2) frame[at + 1] = size;
  else if (head === 4) {
    frame[at + 1] = 126;
    frame.writeUInt16BE(size, at + 2);
  } else {
    frame[at + 1] = 127;
    frame.writeBigUInt64BE(BigInt(size), at + 2);
  }
  return at + head;
}

/** One websocket text frame, header and payload in one buffer (one write, one syscall). */
export function textFrame(payload: string): Buffer {
  const size = Buffer.byteLength(payload, 'utf8');
  const frame = Buffer.allocUnsafe(textFrameHeadLength(size) + size);
  frame.write(payload, writeTextFrameHead(frame, 0, size), 'utf8');
  return frame;
}

/** The SockJS message frame (`a["…"]`) that carries one message, as sockjs frames it. */
export const sockjsMessageFrame = (message: string): string => `a[${quote(message)}]`;

/**
 * The push socket over one sockjs connection. On a SockJS websocket session that is plainly open
 * (what every current browser uses) a message goes straight onto the TCP stream as the very bytes
 * sockjs would send: one `a["…"]` text frame. sockjs would pass it through its session buffer,
 * faye-websocket's message stream and extension pipeline (none are negotiated: the server is made
 * without faye options) and websocket-driver's message and frame objects, which for one INSPECT to
 * thousands of sockets cost more than writing the bytes (docs/architecture/push.md#fan-out).
 * Everything else (another transport, a session closing, anything sockjs still holds) goes through
 * sockjs as before; its own frames (open, heartbeat, close) are written synchronously to the same
 * stream, so order holds. `directStream` hands the same stream under the same conditions to a
 * caller that builds the whole frame itself (sealedFrame.ts).
 */
export function sockjsPushSocket(conn: Connection): PushSocket {
  const session = (conn as unknown as { _session: SessionInternals })._session;
  const directStream = () => {
    const recv = session.recv;
    const ws = recv?.ws;
    // the protocol first: the raw websocket endpoint's session is another class, without a buffer
    return recv?.protocol === 'websocket' &&
      session.readyState === OPEN &&
      session.send_buffer.length === 0 &&
      ws?.readyState === OPEN &&
      ws._driver.readyState === OPEN &&
      ws._stream.writable
      ? ws._stream
      : null;
  };
  return {
    write(text) {
      const stream = directStream();
      if (stream) stream.write(textFrame(sockjsMessageFrame(text)));
      else conn.write(text);
    },
    directStream,
    close: () => conn.close(),
  };
}
