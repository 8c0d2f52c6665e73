import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { getHeapSpaceStatistics } from 'node:v8';
import { createFrameReader, serializeFrame, type StompFrame } from '../src/server/modules/realtime/stompFrame';
import { memberTopic, WS_PATH } from '../src/shared/api/realtime';
import { pushOpener } from './pushOpener';
import type { Seat } from './benchMembers';
import {
  afterUpgradeAnswer,
  maskedFrame,
  maskedText,
  Opcode,
  serverFrameReader,
  upgradeRequest,
} from './websocketWire';

/**
 * The client side of bench/realtime.bench.ts, forked into its own process so that thousands of
 * sockets do not share the server's event loop. Each seat is one member's STOMP session over the
 * raw websocket transport of SockJS (`/ws/<server>/<session>/websocket`, SockJS framing: `o`
 * open, `h` heartbeat, `a[...]` messages, `c[...]` close), spoken over a plain TCP socket
 * (websocketWire.ts): a member's browser reads only its own socket, so this one process must not
 * charge one socket's reading to the arrival of another's (docs/architecture/push.md#fan-out). A
 * socket's bytes are stamped with one clock read as they arrive and read later: the websocket
 * frames, SockJS, STOMP and the body, its MAC checked and decrypted with the session key
 * (pushOpener.ts). A body that does not open is not heard: the seat reports itself closed.
 */
/** `topic`: a public topic every seat subscribes to besides its own channel (plain JSON bodies). */
export type ToClients = {
  type: 'start';
  port: number;
  siteId: string;
  siteKey: string;
  seats: Seat[];
  topic?: string;
};
/**
 * `heard`: [seat, cmd, data1, wall-clock ms of arrival] per pushed command; a message of the
 * public topic is heard as [seat, 'TOPIC', its body, arrival].
 */
export type FromClients =
  | { type: 'ready'; connected: number; failed: number; seconds: number }
  | { type: 'heard'; batch: Array<[number, string, string, number]> }
  | { type: 'closed'; seat: number; reason: string };

const WAVE = 200;
const HEARTBEAT_MS = 10_000;
const SUBSCRIPTION = 'own';
const TOPIC_SUBSCRIPTION = 'topic';

const send = (message: FromClients) => process.send!(message);
let pending: Array<[number, string, string, number]> = [];
setInterval(() => {
  if (pending.length === 0) return;
  send({ type: 'heard', batch: pending });
  pending = [];
}, 20).unref();

/**
 * Garbage collection kept out of the bursts measured (the process runs with --expose-gc and a
 * large young generation, see realtime.bench.ts). A scavenge stops the process for as long as
 * copying what survives it takes: the first one after the connects copies every seat's objects
 * (~100 ms), and any one that falls inside a burst holds the stamps of the sockets not stamped
 * yet. So the seats are moved to the old generation once connected, and whenever reading ends with
 * less than half the nursery free, the nursery is emptied there and then, between bursts: a burst
 * of arrivals (a few MB for 2,000 sockets) then never fills it.
 */
const gc = globalThis.gc!;
const emptyNursery = () => {
  const nursery = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')!;
  if (nursery.space_available_size < nursery.space_used_size) gc({ type: 'minor' });
};

/**
 * Seats with bytes stamped but not read yet, read once no bytes came for QUIET_MS: reading as they
 * come would hold each later socket's stamp behind the reading of all earlier ones, work every
 * member's own browser does for its own socket only. Reading goes in slices of SLICE_MS with a
 * look at the sockets between them, so bytes that come while it runs wait one slice at most for
 * their stamp.
 */
const QUIET_MS = 5;
const SLICE_MS = 1;
const unread: MemberSocket[] = [];
let next = 0;
let reading = false;
function readSlice(): void {
  const until = performance.now() + SLICE_MS;
  while (next < unread.length && performance.now() < until) unread[next++]!.readHeld();
  reading = next < unread.length;
  if (reading) return void setImmediate(readSlice);
  unread.length = 0;
  next = 0;
  emptyNursery();
}
const reader = setTimeout(() => reading || readSlice(), QUIET_MS).unref();

/** The seat's socket from the upgrade on: until its subscription is acknowledged it reads as bytes come. */
class MemberSocket {
  private readonly held: Buffer[] = [];
  private readonly heldAt: number[] = [];
  /** Stamped on arrival, read later (from the RECEIPT of the subscription on). */
  private deferred = false;
  private upgrading: Buffer | null = Buffer.alloc(0);
  private closeReason = 'socket closed';
  /** Set on a frame that could not be read: the socket is destroyed and nothing after it is read. */
  private broken = false;
  /** The arrival (performance.now()) of the chunk being read: what the messages it completes are stamped. */
  private at = 0;
  private readonly own: string;
  private readonly openBody: ReturnType<typeof pushOpener>;
  private readonly frames: ReturnType<typeof serverFrameReader>;
  private readonly stomp = createFrameReader((frame) => this.onStomp(frame));

  constructor(
    private readonly socket: Socket,
    private readonly index: number,
    private readonly accept: string,
    private readonly start: ToClients,
    private readonly seat: Seat,
    private readonly settle: (error?: Error) => void,
  ) {
    this.own = memberTopic(seat.channelId);
    this.openBody = pushOpener(seat.key);
    this.frames = serverFrameReader({
      text: (message) => this.onSockjs(message),
      ping: (payload) => socket.write(maskedFrame(Opcode.Pong, payload)),
      close: (code, reason) => (this.closeReason = `${code ?? ''} ${reason}`),
    });
    socket.on('data', (chunk: Buffer) => {
      const at = performance.now();
      if (!this.deferred) return this.read(chunk, at);
      if (this.held.push(chunk) === 1) unread.push(this);
      this.heldAt.push(at);
      reader.refresh();
    });
    socket.on('error', (error) => (this.closeReason = error.message));
    socket.on('close', () => {
      this.readHeld();
      this.settle(new Error(`seat ${index}: ${this.closeReason}`));
      send({ type: 'closed', seat: index, reason: this.closeReason });
    });
  }

  /** Reads the bytes held since the last time, in order, each with its arrival. */
  readHeld(): void {
    for (let i = 0; i < this.held.length; i++) this.read(this.held[i]!, this.heldAt[i]!);
    this.held.length = 0;
    this.heldAt.length = 0;
  }

  private read(chunk: Buffer, at: number): void {
    if (this.broken) return;
    this.at = at;
    try {
      if (this.upgrading) {
        const received = Buffer.concat([this.upgrading, chunk]);
        const after = afterUpgradeAnswer(received, this.accept);
        this.upgrading = after ? null : received;
        if (!after) return;
        chunk = after;
      }
      this.frames.push(chunk);
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    }
  }

  private fail(reason: string): void {
    this.broken = true;
    this.closeReason = reason;
    this.socket.destroy();
  }

  private sendStomp(frame: StompFrame): void {
    this.socket.write(maskedText(JSON.stringify([serializeFrame(frame)])));
  }

  private onSockjs(message: string): void {
    const kind = message[0];
    if (message === 'o') {
      this.sendStomp({
        command: 'CONNECT',
        headers: {
          'accept-version': '1.2',
          'heart-beat': `${HEARTBEAT_MS},${HEARTBEAT_MS}`,
          siteId: this.start.siteId,
          authorization: this.start.siteKey,
          token: this.seat.token,
        },
        body: '',
      });
    } else if (kind === 'a') {
      const texts: unknown = JSON.parse(message.slice(1));
      if (!Array.isArray(texts) || !texts.every((t) => typeof t === 'string'))
        throw new Error(`bad SockJS array: ${message}`);
      for (const text of texts as string[]) this.stomp.push(text);
    } else if (kind === 'c') {
      this.closeReason = `SockJS close ${message.slice(1)}`;
    } else if (message !== 'h') {
      throw new Error(`unknown SockJS frame: ${message.slice(0, 40)}`);
    }
  }

  private onStomp(frame: StompFrame): void {
    if (frame.command === 'CONNECTED') {
      // STOMP heart-beats from the moment of CONNECTED, as stompjs sends them.
      const beat = setInterval(() => this.socket.write(maskedText('["\\n"]')), HEARTBEAT_MS);
      this.socket.on('close', () => clearInterval(beat));
      const { topic } = this.start;
      // the receipt asked of the last subscription acknowledges both
      this.sendStomp({
        command: 'SUBSCRIBE',
        headers: { id: SUBSCRIPTION, destination: this.own, ...(topic ? {} : { receipt: SUBSCRIPTION }) },
        body: '',
      });
      if (topic)
        this.sendStomp({
          command: 'SUBSCRIBE',
          headers: { id: TOPIC_SUBSCRIPTION, destination: topic, receipt: TOPIC_SUBSCRIPTION },
          body: '',
        });
    } else if (frame.command === 'RECEIPT') {
      this.deferred = true;
      this.settle();
    } else if (frame.command === 'MESSAGE') {
      if (frame.headers.subscription === TOPIC_SUBSCRIPTION && frame.headers.destination === this.start.topic) {
        pending.push([this.index, 'TOPIC', frame.body, performance.timeOrigin + this.at]);
        return;
      }
      if (frame.headers.subscription !== SUBSCRIPTION || frame.headers.destination !== this.own)
        throw new Error(`MESSAGE for ${frame.headers.destination}`);
      const heardAt = performance.timeOrigin + this.at;
      // throws on a body without a valid MAC: not a heard message, the seat fails
      for (const c of this.openBody(frame.body)) pending.push([this.index, c.cmd, c.data1, heardAt]);
    } else if (frame.command === 'ERROR') {
      throw new Error(`ERROR ${frame.headers.message}`);
    }
  }
}

function open(start: ToClients, seat: Seat, index: number): Promise<Socket> {
  const host = `127.0.0.1:${start.port}`;
  const { request, accept } = upgradeRequest(
    host,
    `${WS_PATH}/${Math.floor(Math.random() * 1000)}/${randomBytes(8).toString('hex')}/websocket`,
  );
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: start.port, noDelay: true }, () => socket.write(request));
    let settled = false;
    new MemberSocket(socket, index, accept, start, seat, (error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(socket);
    });
  });
}

process.on('message', async (message: ToClients) => {
  if (message.type !== 'start') return;
  const started = performance.now();
  const sockets: Socket[] = [];
  let failed = 0;
  for (let i = 0; i < message.seats.length; i += WAVE) {
    const wave = message.seats.slice(i, i + WAVE).map((seat, j) => open(message, seat, i + j));
    for (const result of await Promise.allSettled(wave)) {
      if (result.status === 'fulfilled') sockets.push(result.value);
      else failed += 1;
    }
  }
  gc({ type: 'major' });
  send({ type: 'ready', connected: sockets.length, failed, seconds: (performance.now() - started) / 1000 });
});
