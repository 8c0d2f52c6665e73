import { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import { Worker } from 'node:worker_threads';
import { CLOSED, freeUnit, sharedBlock, Slot, takenUnit, Unit, writeUnit, type SharedBlock } from './fanoutUnits.mjs';

/** A frame's bytes, written where they are wanted: a fan-out seals each socket's body straight into them. */
export interface FrameBytes {
  size: number;
  writeInto(out: Buffer, at: number): unknown;
}
/** What a frame goes onto: the TCP stream under a websocket (sockjsSocket.ts) or a test's stand-in. */
export interface FrameStream {
  write(frame: Buffer): unknown;
}
/** Where the frames of one fan-out go; each is written, in order per stream, by the time `end` returns. */
export interface FrameBatch {
  write(stream: FrameStream, frame: FrameBytes): void;
  end(): void;
}

/** Each frame in a buffer of its own, onto its stream at once. */
export const writeNow: FrameBatch = {
  write(stream, frame) {
    const out = Buffer.allocUnsafe(frame.size);
    frame.writeInto(out, 0);
    stream.write(out);
  },
  end: () => undefined,
};

/** Fan-outs of fewer frames are written by the main thread alone: waking the helper would cost about what it saves. */
export const SHARED_FROM = 64;
/** Frames a batch holds in shared memory (a sealed INSPECT frame is ~300 bytes); the rest go out at once. */
const MAX_UNITS = 16_384;
const CAPACITY = 4 * 1024 * 1024;
/**
 * A helper that caught up with the sealing is woken once this many more units are published, not
 * for each: woken per unit, both threads spent more on the futex than on the work.
 */
const WAKE_EVERY = 32;

/**
 * The descriptor of a plain TCP socket that has nothing waiting to be written (neither in the stream
 * nor in libuv's queue), so that bytes written on it now go out after everything written before;
 * -1 for anything else (TLS, a test's stand-in, a socket with a backlog).
 */
function idleDescriptor(stream: FrameStream): number {
  if (!(stream instanceof Socket) || stream instanceof TLSSocket || stream.writableLength > 0) return -1;
  const handle = (stream as unknown as { _handle: { fd?: number; writeQueueSize?: number } | null })._handle;
  return handle?.writeQueueSize === 0 && typeof handle.fd === 'number' ? handle.fd : -1;
}

/**
 * One site-wide INSPECT (docs/architecture/push.md#fan-out) is a write syscall to each of thousands
 * of sockets, and on loopback each costs the sender the receiver's TCP path too (~12 µs of the
 * ~18 µs a socket costs). A FanoutWriter runs those writes on two threads: the main thread seals
 * each frame into shared memory and publishes it as a unit, a helper thread (fanoutThread.mjs)
 * writes units onto their sockets' descriptors as they come, and once all are sealed the main
 * thread writes alongside it.
 *
 * A batch is synchronous: `end` returns when every unit was written, so libuv neither writes nor
 * closes those sockets meanwhile, and a unit goes to a socket only when nothing was waiting to be
 * written on it. `end` waits for the helper only for the unit it has in hand (one write syscall,
 * longer only if the thread is descheduled right then); every unit it has not taken the main
 * thread writes itself.
 * What a raw write did not take (a full socket: EAGAIN or a partial write; a failed one) is then
 * written through the socket's stream, which queues it behind nothing and applies backpressure or
 * reports the error as before; so are a second frame to a socket already in the batch, and every
 * frame to a stream that is not an idle plain TCP socket. Bytes written raw are not counted in the
 * socket's `bytesWritten` (nothing here reads it).
 */
export class FanoutWriter implements FrameBatch {
  constructor(private readonly log: (error: unknown) => void) {}

  private shared: SharedBlock | null = null;
  private thread: Worker | null = null;
  private running = false;
  private closed = false;
  private gen = 0;
  private units = 0;
  private used = 0;
  private readonly streams: FrameStream[] = [];
  private readonly seen = new Set<FrameStream>();
  private readonly later: Array<[FrameStream, FrameBytes]> = [];

  /** Starts the helper thread (once, and not after close); batches use it from the moment it runs. */
  start(): void {
    if (this.thread || this.closed) return;
    this.shared = sharedBlock(MAX_UNITS, CAPACITY);
    this.thread = new Worker(new URL('./fanoutThread.mjs', import.meta.url), { workerData: this.shared });
    // a thread that failed leaves Alive at 0: fan-outs are then written by the main thread alone
    this.thread.on('error', this.log).unref();
  }

  /** Ends the helper thread for good (the node shuts down); batches after it are written at once. */
  close(): void {
    this.closed = true;
    void this.thread?.terminate();
    this.thread = null;
    this.shared = null;
  }

  /** Whether the helper thread runs (and so takes part in fan-outs of SHARED_FROM frames or more). */
  helperRunning(): boolean {
    return this.shared !== null && Atomics.load(this.shared.control, Slot.Alive) === 1;
  }

  /**
   * Where a fan-out of `count` frames goes: once started, always a batch, the helper woken for one of
   * SHARED_FROM frames or more. A smaller one (a member's CASH) the main thread writes alone through
   * the same code, so that a site-wide fan-out, which may come once a day, finds that code compiled
   * and warm: run cold, the first one took twice as long, much of it waiting for the compiler threads.
   */
  batch(count: number): FrameBatch {
    const control = this.shared?.control;
    if (this.running || !control) return writeNow;
    this.running = true;
    control[Slot.Next] = 0;
    Atomics.store(control, Slot.Ready, 0);
    this.gen = Atomics.add(control, Slot.Gen, 1) + 1;
    // a call that wakes none rather than a branch a CASH never takes: V8 drops compiled code that
    // reaches a call it never saw made, and a fan-out would then run it cold (so below too)
    Atomics.notify(control, Slot.Gen, count >= SHARED_FROM ? 1 : 0);
    return this;
  }

  write(stream: FrameStream, frame: FrameBytes): void {
    const { control, bytes } = this.shared!;
    if (this.seen.has(stream)) return void this.later.push([stream, frame]);
    const fd = idleDescriptor(stream);
    if (fd < 0 || this.units === MAX_UNITS || this.used + frame.size > CAPACITY) return writeNow.write(stream, frame);
    frame.writeInto(bytes, this.used);
    const at = Slot.Units + Unit.Words * this.units;
    control[at + Unit.Fd] = fd;
    control[at + Unit.Start] = this.used;
    control[at + Unit.Length] = frame.size;
    control[at + Unit.Written] = 0;
    // the stores publish the unit's words and bytes to the helper thread
    Atomics.store(control, at + Unit.State, freeUnit(this.gen));
    this.streams.push(stream);
    this.seen.add(stream);
    this.used += frame.size;
    Atomics.store(control, Slot.Ready, ++this.units);
    Atomics.notify(control, Slot.Ready, this.units % WAKE_EVERY === 0 ? 1 : 0);
  }

  /**
   * Closes the batch, writes every unit the helper has not taken and waits for those it has in
   * hand (its write syscall at most), then hands to each stream what its raw write did not take.
   */
  end(): void {
    const { control, bytes } = this.shared!;
    Atomics.store(control, Slot.Ready, this.units | CLOSED);
    Atomics.notify(control, Slot.Ready);
    for (let unit = 0; unit < this.units; unit++) writeUnit(control, bytes, this.gen, unit);
    const taken = takenUnit(this.gen);
    for (let unit = 0; unit < this.units; unit++) {
      const at = Slot.Units + Unit.Words * unit;
      // returns at once unless the helper has this unit in hand, then once it is done; a call each
      // time, not a loop on its state, for the reason in batch()
      Atomics.wait(control, at + Unit.State, taken);
      const start = control[at + Unit.Start]!;
      const written = control[at + Unit.Written]!;
      const length = control[at + Unit.Length]!;
      // a copy: the shared bytes are the next batch's, and a stream may hold what it queues
      if (written < length) this.streams[unit]!.write(Buffer.from(bytes.subarray(start + written, start + length)));
    }
    for (const [stream, frame] of this.later) writeNow.write(stream, frame);
    this.units = 0;
    this.used = 0;
    this.streams.length = 0;
    this.seen.clear();
    this.later.length = 0;
    this.running = false;
  }
}
