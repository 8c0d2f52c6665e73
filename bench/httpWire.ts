import { connect, type Socket } from 'node:net';

/**
 * A lean HTTP/1.1 client for bench/pamCallers.ts: one kept-alive TCP connection, one request in
 * flight, the request written in one write and the answer read straight off the socket's bytes.
 * It exists for CPU: the bench's callers share the machine's two cores with PostgreSQL and the
 * wallet server, and node:http's client spent about 0.3 ms of CPU per call there, taken from the
 * system under test. Valkyrie, the real caller, is a Go aggregator with a lean client; this one
 * keeps the bench's figure about the wallet rather than about node:http.
 *
 * Only what the wallet answers is read: a Content-Length body (Fastify sends one for every
 * serialized reply). A chunked or length-less answer, a 1xx, or an HTTP/1.0 one is refused
 * loudly rather than guessed at.
 */

class HttpWireError extends Error {}

/** An answer whose status is not 200, with its body for the report. */
export class HttpStatusError extends HttpWireError {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body}`);
  }
}

export interface HttpAnswer {
  status: number;
  body: string;
  /** The server said Connection: close: it ends the connection after this answer. */
  closing: boolean;
}

/** An answer's head is a few hundred bytes (the security headers); one past this is out of step. */
const MAX_HEAD_BYTES = 16 * 1024;
/** The wallet's answers are small JSON envelopes; a bigger body means the stream is out of step. */
const MAX_BODY_BYTES = 1024 * 1024;
/** One read's room: an answer is under a kilobyte and a half; a bigger one comes in several reads. */
const READ_BUFFER_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');
const VERSION = 'HTTP/1.1 ';

interface Head {
  status: number;
  length: number;
  closing: boolean;
}

/** Header `name`'s value in a lower-cased head, undefined if absent; throws if it is repeated. */
function header(head: string, name: string): string | undefined {
  const key = `\r\n${name}:`;
  const at = head.indexOf(key);
  if (at < 0) return undefined;
  if (head.indexOf(key, at + key.length) >= 0) throw new HttpWireError(`${name} repeated`);
  const eol = head.indexOf('\r\n', at + key.length);
  return head.slice(at + key.length, eol < 0 ? head.length : eol).trim();
}

/**
 * The status and framing of an answer's head (its bytes before the blank line). Three native
 * searches on the lower-cased head rather than a walk over its dozen security headers: this
 * runs per call. (HTTP/1.1 allows no space before a header's colon, so `\r\nname:` is exact.)
 */
function parseHead(text: string): Head {
  const eol = text.indexOf('\r\n');
  const line = eol < 0 ? text : text.slice(0, eol);
  const status = Number(line.slice(VERSION.length, VERSION.length + 3));
  if (!line.startsWith(VERSION) || !/^\d{3}( |$)/.test(line.slice(VERSION.length)))
    throw new HttpWireError(`bad status line: ${line}`);
  if (status < 200) throw new HttpWireError(`unexpected interim answer: ${line}`);
  const lower = text.toLowerCase();
  const encoding = header(lower, 'transfer-encoding');
  if (encoding !== undefined)
    throw new HttpWireError(
      `Transfer-Encoding ${encoding} is not read by this client (the wallet sends Content-Length)`,
    );
  const length = header(lower, 'content-length');
  if (length === undefined) throw new HttpWireError(`answer ${status} without Content-Length`);
  if (!/^\d{1,7}$/.test(length) || Number(length) > MAX_BODY_BYTES)
    throw new HttpWireError(`bad Content-Length: ${length}`);
  const closing =
    header(lower, 'connection')
      ?.split(/\s*,\s*/)
      .includes('close') ?? false;
  return { status, length: Number(length), closing };
}

/**
 * Reads answers off a connection's bytes, whatever their segments: a head or body cut across
 * chunks waits for the rest, and answers glued in one chunk are handed one by one. A chunk is
 * not kept past the call (the connection reads into one buffer it reuses): what waits is copied.
 */
export function answerReader(onAnswer: (answer: HttpAnswer) => void): (chunk: Buffer) => void {
  let pending: Buffer | null = null;
  let head: Head | null = null;
  return (chunk) => {
    let bytes = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    for (;;) {
      if (!head) {
        const end = bytes.indexOf(HEAD_END);
        if (end < 0) {
          if (bytes.length > MAX_HEAD_BYTES) throw new HttpWireError('answer head too long');
          break;
        }
        head = parseHead(bytes.toString('latin1', 0, end));
        bytes = bytes.subarray(end + HEAD_END.length);
      }
      if (bytes.length < head.length) break;
      const { status, length, closing } = head;
      head = null;
      onAnswer({ status, body: bytes.toString('utf8', 0, length), closing });
      bytes = bytes.subarray(length);
    }
    if (bytes.length > 0) pending = Buffer.from(bytes);
  };
}

/** One kept-alive HTTP/1.1 connection that carries one request at a time. */
export class HttpConnection {
  private readonly socket: Socket;
  private readonly host: string;
  private waiting: { resolve: (body: string) => void; reject: (error: Error) => void } | null = null;
  /** Why no request may be sent any more, once the connection is ending. */
  private ended: Error | null = null;

  private constructor(origin: URL) {
    this.host = origin.host;
    const read = answerReader((answer) => this.answered(answer));
    this.socket = connect({
      host: origin.hostname,
      port: Number(origin.port || 80),
      noDelay: true,
      // Bytes straight into one buffer, read in place: no Readable stream and no Buffer per read
      // (the 'data' path cost about 0.02 ms per call, a fifth of this client's CPU).
      onread: {
        buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES),
        callback: (size, buffer) => {
          try {
            read(Buffer.from(buffer.buffer, buffer.byteOffset, size));
          } catch (error) {
            this.fail(error as Error);
          }
          return true;
        },
      },
    });
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => {
      if (!this.ended) this.fail(new HttpWireError(`connection to ${this.host} closed by the server`));
    });
  }

  /** Connects to `origin`'s host and port (http: only). */
  static open(origin: URL): Promise<HttpConnection> {
    if (origin.protocol !== 'http:')
      return Promise.reject(new HttpWireError(`${origin.protocol} is not spoken by this client`));
    const connection = new HttpConnection(origin);
    return new Promise((resolve, reject) => {
      connection.socket.once('error', reject);
      connection.socket.once('connect', () => {
        connection.socket.off('error', reject);
        resolve(connection);
      });
    });
  }

  /**
   * POSTs `body` (JSON) to `path` with `headers` (lower-case names, without host, content-type
   * or content-length) and answers the body of its 200; any other status rejects (HttpStatusError).
   */
  post(path: string, headers: Record<string, string>, body: string): Promise<string> {
    if (this.ended) return Promise.reject(this.ended);
    if (this.waiting) return Promise.reject(new HttpWireError('a request is already in flight on this connection'));
    let request = `POST ${path} HTTP/1.1\r\nhost: ${this.host}\r\n`;
    for (const name in headers) request += `${name}: ${headers[name]}\r\n`;
    request += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    // One write of the whole request (encoded by node:net, no Buffer made here): with noDelay it
    // leaves in one segment, as a Go client's buffered writer sends it.
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  close(): void {
    this.ended ??= new HttpWireError('connection closed by this client');
    this.socket.destroy();
  }

  private answered(answer: HttpAnswer): void {
    const waiting = this.waiting;
    if (!waiting) throw new HttpWireError(`answer ${answer.status} to no request`);
    this.waiting = null;
    if (answer.closing) this.ended = new HttpWireError(`${this.host} closed the connection (Connection: close)`);
    if (answer.status === 200) waiting.resolve(answer.body);
    else waiting.reject(new HttpStatusError(answer.status, answer.body));
  }

  private fail(error: Error): void {
    this.ended ??= error;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
    this.socket.destroy();
  }
}
