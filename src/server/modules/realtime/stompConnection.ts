import { ResultCode, resultCodeText, type ResultCodeValue } from '../../../shared/resultCodes';
import { AppError } from '../../http/appError';
import { writeNow, type FrameBatch, type FrameStream } from './fanoutWriter';
import { sealText, type PushSealer } from './pushCipher';
import { mayReadTopic, type PushIdentity } from './pushIdentity';
import { sealedFrame, sharedFrame, wireStart, type SealedBody, type SharedBody } from './sealedFrame';
import {
  createFrameReader,
  messageFramer,
  messageStart,
  serializeFrame,
  StompSyntaxError,
  type MessageFramer,
  type StompFrame,
} from './stompFrame';

/** The transport under one STOMP session (a SockJS connection in production). */
export interface PushSocket {
  write(text: string): void;
  /**
   * The websocket stream under the socket when a whole SockJS websocket frame may be written straight
   * onto it now (sockjsSocket.ts says when), else null: a message then goes through `write`.
   */
  directStream(): FrameStream | null;
  close(): void;
}

/** What a connection needs from its surroundings. */
export interface ConnectionEnv {
  /** Checks the CONNECT headers; throws AppError with the §8 code that refuses them. */
  authorize(headers: Record<string, string>): Promise<PushIdentity>;
  /** Told when the connection is authenticated, subscribes, unsubscribes or ends. */
  onIdentified(conn: StompConnection): void;
  onSubscribe(conn: StompConnection, destination: string): void;
  onUnsubscribe(conn: StompConnection, destination: string): void;
  onClosed(conn: StompConnection): void;
  now(): number;
  log(error: unknown): void;
}

/**
 * One SUBSCRIBE: where it listens, its MESSAGE framer for the content type last sent to it, and the
 * start of its sealed frames on the wire once one went out directly.
 */
interface Subscription {
  destination: string;
  contentType: string;
  frame: MessageFramer | null;
  sealedStart: Buffer | null;
  /** The start of a public topic's frames on a direct stream, and the content type it was made for. */
  sharedStart: Buffer | null;
  sharedType: string;
}

/** The content type of sealed bodies (base64 and colons). */
const SEALED_TYPE = 'text/plain';

/** Heart-beats we offer: send every 10 s, want one every 10 s (the stompjs default both ways). */
const SERVER_HEARTBEAT = { send: 10_000, receive: 10_000 } as const;
/** A peer silent for this many of its promised intervals is gone (§1.2 leaves the margin to us). */
const SILENCE_FACTOR = 2.5;

/**
 * One STOMP 1.2 session over one socket: CONNECT/STOMP first (anything else closes it), then
 * SUBSCRIBE/UNSUBSCRIBE/DISCONNECT. SEND is refused: a member only listens (§7). Frames run one
 * after another, so a client may pipeline SUBSCRIBE behind CONNECT.
 */
export class StompConnection {
  identity: PushIdentity | null = null;
  private readonly subscriptions = new Map<string, Subscription>();
  private state: 'new' | 'open' | 'closed' = 'new';
  private queue: Promise<void> = Promise.resolve();
  private messageSeq = 0;
  /** What every message-id of this connection starts with. */
  private readonly idStart: string;
  private sendEvery = 0;
  private expectEvery = 0;
  private lastSent: number;
  private lastReceived: number;
  private readonly reader = createFrameReader(
    (frame) => {
      this.queue = this.queue.then(() => this.handle(frame)).catch((error: unknown) => this.fail(error));
    },
    () => undefined,
  );

  constructor(
    readonly id: string,
    private readonly socket: PushSocket,
    private readonly env: ConnectionEnv,
  ) {
    this.idStart = `${id}-`;
    this.lastSent = env.now();
    this.lastReceived = this.lastSent;
  }

  /** Text from the socket. */
  receive(text: string): void {
    if (this.state === 'closed') return;
    this.lastReceived = this.env.now();
    try {
      this.reader.push(text);
    } catch (error) {
      this.fail(error);
    }
  }

  /**
   * Sends a public topic's body to every subscription of this connection on `destination`: when the
   * socket takes frames directly, built straight into its frame where `frames` (a fan-out's batch)
   * writes it.
   */
  deliver(destination: string, body: SharedBody, contentType: string, frames: FrameBatch = writeNow): void {
    if (this.state !== 'open') return;
    for (const [id, sub] of this.subscriptions) {
      if (sub.destination !== destination) continue;
      this.messageSeq += 1;
      const stream = this.socket.directStream();
      if (stream) {
        if (sub.sharedType !== contentType) {
          sub.sharedType = contentType;
          sub.sharedStart = wireStart(messageStart(id, destination, contentType, this.idStart));
        }
        this.lastSent = this.env.now();
        frames.write(stream, sharedFrame(sub.sharedStart!, this.messageSeq, body));
      } else {
        this.send(this.framer(id, sub, contentType)(this.messageId(), body.text));
      }
    }
  }

  /**
   * Seals a body for every subscription of this connection on `destination` (its own channel):
   * when the socket takes frames directly, sealed straight into its frame where `frames` (a
   * fan-out's batch) writes it.
   */
  deliverSealed(destination: string, body: SealedBody, seal: PushSealer, frames: FrameBatch = writeNow): void {
    if (this.state !== 'open') return;
    for (const [id, sub] of this.subscriptions) {
      if (sub.destination !== destination) continue;
      this.messageSeq += 1;
      const stream = this.socket.directStream();
      if (stream) {
        sub.sealedStart ??= wireStart(messageStart(id, destination, SEALED_TYPE, this.idStart));
        this.lastSent = this.env.now();
        frames.write(stream, sealedFrame(sub.sealedStart, this.messageSeq, body, seal));
      } else {
        this.send(this.framer(id, sub, SEALED_TYPE)(this.messageId(), sealText(seal, body.padded)));
      }
    }
  }

  private framer(id: string, sub: Subscription, contentType: string): MessageFramer {
    if (!sub.frame || sub.contentType !== contentType) {
      sub.contentType = contentType;
      sub.frame = messageFramer(id, sub.destination, contentType);
    }
    return sub.frame;
  }

  /** The message-id of the last message: the connection's id and its sequence number. */
  private messageId(): string {
    return `${this.idStart}${this.messageSeq}`;
  }

  isSubscribed(destination: string): boolean {
    for (const sub of this.subscriptions.values()) if (sub.destination === destination) return true;
    return false;
  }

  /**
   * Called about once a second: sends a heart-beat when nothing went out for the agreed time,
   * closes a peer that went silent, or one that never sent CONNECT (unless `sendOnly`).
   */
  tick(sendOnly = false): void {
    if (this.state === 'closed') return;
    const now = this.env.now();
    const silentFor = now - this.lastReceived;
    if (!sendOnly && this.state === 'new' && silentFor > SERVER_HEARTBEAT.receive) return this.close();
    if (!sendOnly && this.expectEvery && silentFor > this.expectEvery * SILENCE_FACTOR) return this.close();
    if (this.sendEvery && now - this.lastSent >= this.sendEvery) {
      this.lastSent = now;
      this.socket.write('\n');
    }
  }

  /** Ends the connection (logout, shutdown); the socket's close event reports back through onClosed. */
  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.subscriptions.clear();
    this.env.onClosed(this);
    this.socket.close();
  }

  /** The transport went away on its own. */
  closed(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.subscriptions.clear();
    this.env.onClosed(this);
  }

  private async handle(frame: StompFrame): Promise<void> {
    if (this.state === 'closed') return;
    if (this.state === 'new') {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') throw new AppError(ResultCode.LoginRequired);
      await this.connect(frame);
    } else {
      switch (frame.command) {
        case 'SUBSCRIBE':
          this.subscribe(frame);
          break;
        case 'UNSUBSCRIBE':
          this.unsubscribe(frame);
          break;
        case 'DISCONNECT':
          this.receipt(frame);
          return this.close();
        default:
          // SEND, ACK, transactions: nothing a member may do on this socket.
          throw new AppError(ResultCode.NoAccess);
      }
    }
    this.receipt(frame);
  }

  private async connect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) throw new AppError(ResultCode.InvalidRequest, { version: '1.2' });
    const identity = await this.env.authorize(frame.headers);
    if (this.state !== 'new') return;
    this.identity = identity;
    this.state = 'open';
    const [cx, cy] = parseHeartbeat(frame.headers['heart-beat']);
    // §1.2 "Heart-beating": each side uses the larger of what one offers and the other wants.
    this.sendEvery = cy && SERVER_HEARTBEAT.send ? Math.max(cy, SERVER_HEARTBEAT.send) : 0;
    this.expectEvery = cx && SERVER_HEARTBEAT.receive ? Math.max(cx, SERVER_HEARTBEAT.receive) : 0;
    this.write({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': `${SERVER_HEARTBEAT.send},${SERVER_HEARTBEAT.receive}`,
        session: this.id,
        server: 'gaming-push/1',
      },
      body: '',
    });
    this.env.onIdentified(this);
  }

  private subscribe(frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (!id || !destination || this.subscriptions.has(id))
      throw new AppError(ResultCode.InvalidRequest, { fields: ['id', 'destination'] });
    // §7/DESIGN: the own channel and public topics only; another member's channel is refused.
    if (!mayReadTopic(this.identity!, destination)) throw new AppError(ResultCode.NoAccess, { destination });
    this.subscriptions.set(id, {
      destination,
      contentType: '',
      frame: null,
      sealedStart: null,
      sharedStart: null,
      sharedType: '',
    });
    this.env.onSubscribe(this, destination);
  }

  private unsubscribe(frame: StompFrame): void {
    const id = frame.headers.id;
    const destination = id ? this.subscriptions.get(id)?.destination : undefined;
    if (!id || destination === undefined) throw new AppError(ResultCode.InvalidRequest, { fields: ['id'] });
    this.subscriptions.delete(id);
    if (!this.isSubscribed(destination)) this.env.onUnsubscribe(this, destination);
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt && this.state !== 'closed')
      this.write({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  /** §1.2: an ERROR frame, then the connection closes. `message` carries the §8 code. */
  private fail(error: unknown): void {
    if (this.state === 'closed') return;
    const code: ResultCodeValue =
      error instanceof AppError
        ? error.code
        : error instanceof StompSyntaxError
          ? ResultCode.InvalidRequest
          : ResultCode.GenericError;
    if (code === ResultCode.GenericError) this.env.log(error);
    this.write({
      command: 'ERROR',
      headers: { message: code, 'content-type': 'text/plain' },
      body: resultCodeText[code],
    });
    this.close();
  }

  private write(frame: StompFrame): void {
    this.send(serializeFrame(frame));
  }

  private send(text: string): void {
    this.lastSent = this.env.now();
    this.socket.write(text);
  }
}

function parseHeartbeat(value: string | undefined): [number, number] {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}
