/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): a command line,
 * `name:value` header lines, a blank line, the body and a NUL. A bare EOL between frames is a
 * heart-beat. SockJS hands us whole messages, but a message may hold several frames, a frame may
 * be split over messages (stompjs' splitLargeFrames) and lines may end in CRLF, so this reader
 * buffers.
 */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const NUL = '\0';
/** A frame over this size is refused: members send only tiny control frames. */
const MAX_FRAME_CHARS = 64 * 1024;

const ESCAPES: Record<string, string> = { '\\\\': '\\', '\\n': '\n', '\\r': '\r', '\\c': ':' };

// §1.2 "Value Encoding": every frame but CONNECT/CONNECTED escapes header names and values.
const decodeHeader = (s: string, raw: boolean): string => {
  if (raw) return s;
  return s.replace(/\\(.)/g, (m) => {
    const plain = ESCAPES[m];
    if (plain === undefined) throw new StompSyntaxError(`undefined escape ${m}`);
    return plain;
  });
};
const NEEDS_ESCAPE = /[\\\r\n:]/;
// Most names and values need no escape: one test instead of four replaces (a fan-out frames thousands).
const encodeHeader = (s: string): string =>
  NEEDS_ESCAPE.test(s) ? s.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c') : s;

const isRawCommand = (command: string) => command === 'CONNECT' || command === 'CONNECTED';

export class StompSyntaxError extends Error {}

/** Serialises a frame; `content-length` is added when the body is not empty. */
export function serializeFrame(frame: StompFrame): string {
  const raw = isRawCommand(frame.command);
  const lines = [frame.command];
  for (const [name, value] of Object.entries(frame.headers)) {
    lines.push(raw ? `${name}:${value}` : `${encodeHeader(name)}:${encodeHeader(value)}`);
  }
  if (frame.body && frame.headers['content-length'] === undefined) {
    lines.push(`content-length:${Buffer.byteLength(frame.body, 'utf8')}`);
  }
  return `${lines.join('\n')}\n\n${frame.body}${NUL}`;
}

/** Serialises the MESSAGE frames of one subscription: its message-id and body. */
export type MessageFramer = (messageId: string, body: string) => string;

const messageHead = (subscription: string, destination: string, contentType: string) =>
  `MESSAGE\nsubscription:${encodeHeader(subscription)}\ndestination:${encodeHeader(destination)}\ncontent-type:${encodeHeader(contentType)}\nmessage-id:`;

/** What follows a MESSAGE's last header (its message-id): a body's length, when it has one, and the blank line. */
export const headersEnd = (bodyBytes: number): string => (bodyBytes > 0 ? `\ncontent-length:${bodyBytes}\n\n` : '\n\n');

/** What ends every frame. */
export const FRAME_END = NUL;

/**
 * MESSAGE frames as serializeFrame writes them (headers in another order, which §1.2 leaves free),
 * with the headers that stay the same for a subscription encoded once: a fan-out frames thousands.
 */
export function messageFramer(subscription: string, destination: string, contentType: string): MessageFramer {
  const head = messageHead(subscription, destination, contentType);
  return (messageId, body) =>
    `${head}${encodeHeader(messageId)}${headersEnd(Buffer.byteLength(body, 'utf8'))}${body}${NUL}`;
}

/**
 * The text messageFramer writes for a subscription up to the end of `idStart`, the part all its
 * message ids start with: the rest of an id, headersEnd, the body and FRAME_END follow it.
 */
export const messageStart = (subscription: string, destination: string, contentType: string, idStart: string): string =>
  `${messageHead(subscription, destination, contentType)}${encodeHeader(idStart)}`;

export interface FrameReader {
  /** Feeds received text; calls onFrame for each complete frame, onHeartbeat for each bare EOL. */
  push(chunk: string): void;
}

/**
 * A buffering reader. Throws StompSyntaxError on a malformed frame or one over MAX_FRAME_CHARS;
 * the connection answers ERROR and closes, as §1.2 asks.
 */
export function createFrameReader(
  onFrame: (frame: StompFrame) => void,
  onHeartbeat: () => void = () => {},
): FrameReader {
  let buffer = '';
  return {
    push(chunk) {
      buffer += chunk;
      for (;;) {
        // Heart-beats (and the EOLs §1.2 allows after a NUL) before a frame.
        let start = 0;
        while (start < buffer.length && (buffer[start] === '\n' || buffer[start] === '\r')) {
          if (buffer[start] === '\n') onHeartbeat();
          start += 1;
        }
        buffer = buffer.slice(start);
        if (!buffer) return;
        const frame = readOne(buffer);
        if (!frame) {
          if (buffer.length > MAX_FRAME_CHARS) throw new StompSyntaxError('frame too large');
          return;
        }
        buffer = buffer.slice(frame.consumed);
        onFrame(frame.frame);
      }
    },
  };
}

function readOne(text: string): { frame: StompFrame; consumed: number } | null {
  const headEnd = findHeadEnd(text);
  if (!headEnd) return null;
  const lines = text.slice(0, headEnd.index).split(/\r?\n/);
  const command = lines.shift()!;
  if (!/^[A-Z]+$/.test(command)) throw new StompSyntaxError('bad command line');
  const raw = isRawCommand(command);
  // No prototype: a header may be called `__proto__` or `toString`.
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompSyntaxError('bad header line');
    const name = decodeHeader(line.slice(0, colon), raw);
    // §1.2: when a header repeats, the first value counts.
    if (!Object.hasOwn(headers, name)) headers[name] = decodeHeader(line.slice(colon + 1), raw);
  }
  const bodyStart = headEnd.index + headEnd.length;
  const declared = headers['content-length'];
  if (declared !== undefined) {
    if (!/^\d+$/.test(declared)) throw new StompSyntaxError('bad content-length');
    const bytes = Number(declared);
    if (bytes > MAX_FRAME_CHARS) throw new StompSyntaxError('frame too large');
    const end = charEndForBytes(text, bodyStart, bytes);
    if (end === null || end >= text.length) return null;
    if (text[end] !== NUL) throw new StompSyntaxError('body longer than content-length');
    return { frame: { command, headers, body: text.slice(bodyStart, end) }, consumed: end + 1 };
  }
  const nul = text.indexOf(NUL, bodyStart);
  if (nul < 0) return null;
  return { frame: { command, headers, body: text.slice(bodyStart, nul) }, consumed: nul + 1 };
}

function findHeadEnd(text: string): { index: number; length: number } | null {
  const lf = text.indexOf('\n\n');
  const crlf = text.indexOf('\r\n\r\n');
  if (lf < 0 && crlf < 0) return null;
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { index: crlf, length: 4 };
  return { index: lf, length: 2 };
}

/** The string index where `bytes` UTF-8 bytes from `start` end, or null when the text is shorter. */
function charEndForBytes(text: string, start: number, bytes: number): number | null {
  let i = start;
  let seen = 0;
  while (seen < bytes) {
    if (i >= text.length) return null;
    const code = text.codePointAt(i)!;
    seen += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    i += code >= 0x10000 ? 2 : 1;
  }
  return i;
}
