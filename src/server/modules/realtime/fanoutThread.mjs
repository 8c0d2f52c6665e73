import { closeSync, openSync } from 'node:fs';
import { devNull } from 'node:os';
import { workerData } from 'node:worker_threads';
import { CLOSED, freeUnit, helpWith, sharedBlock, Slot, Unit } from './fanoutUnits.mjs';

/**
 * The helper thread of fanoutWriter.ts: woken by each batch (Gen), it writes units alongside the
 * main thread until the batch is closed. Alive tells the main thread it runs.
 */
const { control, bytes } = workerData;

/**
 * Its writing compiled before the first fan-out needs it: batches of units onto the null device.
 * Run cold, that fan-out's writes went interpreted while the compiler took the other core.
 */
function warmUp(units, rounds) {
  const warm = sharedBlock(units, 256);
  const fd = openSync(devNull, 'w');
  for (let gen = 1; gen <= rounds; gen++) {
    for (let unit = 0; unit < units; unit++) {
      const at = Slot.Units + Unit.Words * unit;
      warm.control[at + Unit.Fd] = fd;
      warm.control[at + Unit.Length] = 256;
      warm.control[at + Unit.State] = freeUnit(gen);
    }
    warm.control[Slot.Gen] = gen;
    warm.control[Slot.Next] = 0;
    warm.control[Slot.Ready] = units | CLOSED;
    helpWith(warm.control, warm.bytes, gen);
  }
  closeSync(fd);
}

warmUp(1_000, 4);
let gen = Atomics.load(control, Slot.Gen);
Atomics.store(control, Slot.Alive, 1);
try {
  for (;;) {
    Atomics.wait(control, Slot.Gen, gen);
    gen = Atomics.load(control, Slot.Gen);
    helpWith(control, bytes, gen);
  }
} finally {
  Atomics.store(control, Slot.Alive, 0);
}
