import type { FrameBytes } from './fanoutWriter';
import { padBody, sealedLength, type PushSealer } from './pushCipher';
import { quote, textFrameHeadLength, writeTextFrameHead } from './sockjsSocket';
import { FRAME_END, headersEnd } from './stompFrame';

/**
 * A sealed member-channel MESSAGE (docs/architecture/push.md#fan-out) built straight as the bytes
 * of the websocket frame that carries it, one buffer per socket: sockjs's `a["…"]` around the STOMP
 * frame around the sealed body, byte for byte what messageFramer, sockjsMessageFrame and textFrame
 * make of it. JSON quoting (sockjs's quote included) works one UTF-16 unit at a time, so the quoted
 * frame is its pieces quoted apart and joined: a subscription's start is quoted once, a body's
 * length once per body, and the sequence number and the sealed body (digits, base64, colons) quote
 * as themselves.
 */

/** A body sealed for many sessions: padded once, and the quoted text between a frame's message id and it. */
export interface SealedBody {
  padded: Buffer;
  sealedLength: number;
  lead: Buffer;
}

const quotedInside = (text: string) => Buffer.from(quote(text).slice(1, -1), 'utf8');
/** The frame's NUL quoted, the end of sockjs's quoted message and of its array. */
const END = Buffer.from(`${quotedInside(FRAME_END).toString('latin1')}"]`, 'latin1');

export function sealedBody(plaintext: string): SealedBody {
  const padded = padBody(plaintext);
  const length = sealedLength(padded);
  return { padded, sealedLength: length, lead: quotedInside(headersEnd(length)) };
}

/**
 * A public topic's body, the same for every socket (docs/architecture/push.md#fan-out): its text,
 * and the quoted text from the end of a frame's message id to the end of the body.
 */
export interface SharedBody {
  text: string;
  rest: Buffer;
}

export const sharedBody = (text: string): SharedBody => ({
  text,
  rest: quotedInside(`${headersEnd(Buffer.byteLength(text, 'utf8'))}${text}`),
});

/**
 * The websocket frame of message `seq` of a subscription (its wireStart), with `length` bytes after
 * the message id that `writeBody` writes at the offset it is given, answering the offset after them.
 */
function frameOf(
  start: Buffer,
  seq: number,
  length: number,
  writeBody: (out: Buffer, at: number) => number,
): FrameBytes {
  const id = String(seq);
  const payload = start.length + id.length + length + END.length;
  return {
    size: textFrameHeadLength(payload) + payload,
    writeInto(out, at) {
      at = writeTextFrameHead(out, at, payload);
      out.set(start, at);
      at += start.length;
      at += out.write(id, at, 'latin1');
      out.set(END, writeBody(out, at));
    },
  };
}

/** The websocket frame of message `seq` of a subscription (its wireStart) carrying a public topic's body. */
export const sharedFrame = (start: Buffer, seq: number, body: SharedBody): FrameBytes =>
  frameOf(start, seq, body.rest.length, (out, at) => {
    out.set(body.rest, at);
    return at + body.rest.length;
  });

/** A subscription's frames on the wire up to the message id's sequence number: `a["` and its quoted messageStart. */
export const wireStart = (messageStart: string): Buffer => Buffer.from(`a[${quote(messageStart).slice(0, -1)}`, 'utf8');

/**
 * The websocket frame of message `seq` of a subscription (its wireStart): `body` sealed by `seal` in
 * its place when the frame is written where it goes (a fan-out's shared buffer, fanoutWriter.ts).
 */
export const sealedFrame = (start: Buffer, seq: number, body: SealedBody, seal: PushSealer): FrameBytes =>
  frameOf(start, seq, body.lead.length + body.sealedLength, (out, at) => {
    out.set(body.lead, at);
    return seal(body.padded, out, at + body.lead.length);
  });
