import { Buffer } from 'node:buffer';
import { writeSync } from 'node:fs';

/**
 * The memory a fan-out batch shares between the main thread and its helper thread (fanoutWriter.ts,
 * fanoutThread.mjs), and the writing both do over it. Plain JavaScript: the helper thread loads it
 * as it is, under tsx, vitest and plain node alike.
 *
 * `control` is an Int32Array over a SharedArrayBuffer: the words of Slot, then five words per unit
 * (a frame to one socket): its descriptor, where its bytes start in `bytes`, their length, how many
 * of them the raw write took, and its state: the batch's generation and whether the unit is free,
 * taken by a thread or done. A thread takes a unit by swapping its state from free to taken, so
 * each unit is written once, and a unit left from an earlier batch is never taken.
 */
export const Slot = { Gen: 0, Next: 1, Ready: 2, Alive: 3, Units: 8 };
/** Ready's bit saying the batch takes no more units; the rest of Ready counts the units published. */
export const CLOSED = 1 << 30;
export const Unit = { Fd: 0, Start: 1, Length: 2, Written: 3, State: 4, Words: 5 };
const FREE = 0;
const TAKEN = 1;
const DONE = 2;
const unitState = (gen, phase) => ((gen & 0xfffffff) << 2) | phase;
export const freeUnit = (gen) => unitState(gen, FREE);
export const takenUnit = (gen) => unitState(gen, TAKEN);

export function sharedBlock(maxUnits, capacity) {
  return {
    control: new Int32Array(new SharedArrayBuffer(4 * (Slot.Units + Unit.Words * maxUnits))),
    bytes: Buffer.from(new SharedArrayBuffer(capacity)),
  };
}

/**
 * Writes unit `unit` of batch `gen` onto its descriptor unless a thread took it already. A write that
 * fails (EAGAIN on a full socket, EPIPE on a closed one) takes nothing: the main thread hands what a
 * unit's write did not take to its stream, which queues it or reports the error as for any other write.
 */
export function writeUnit(control, bytes, gen, unit) {
  const at = Slot.Units + Unit.Words * unit;
  if (Atomics.compareExchange(control, at + Unit.State, freeUnit(gen), takenUnit(gen)) !== freeUnit(gen)) return;
  let written = 0;
  try {
    written = writeSync(control[at + Unit.Fd], bytes, control[at + Unit.Start], control[at + Unit.Length]);
  } catch {
    // nothing written: see above
  }
  control[at + Unit.Written] = written;
  Atomics.store(control, at + Unit.State, unitState(gen, DONE));
  Atomics.notify(control, at + Unit.State);
}

/** The helper's share of batch `gen`: units in the order they are published, until the batch is closed or a newer one began. */
export function helpWith(control, bytes, gen) {
  for (;;) {
    const unit = Atomics.add(control, Slot.Next, 1);
    let ready = Atomics.load(control, Slot.Ready);
    while ((ready & ~CLOSED) <= unit) {
      if (ready & CLOSED || Atomics.load(control, Slot.Gen) !== gen) return;
      Atomics.wait(control, Slot.Ready, ready);
      ready = Atomics.load(control, Slot.Ready);
    }
    if (Atomics.load(control, Slot.Gen) !== gen) return;
    writeUnit(control, bytes, gen, unit);
  }
}
