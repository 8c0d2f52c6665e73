import { workerData } from 'node:worker_threads';
import { helpWith, Slot } from './fanoutUnits.mjs';

/**
 * The helper thread of fanoutWriter.ts: woken by each batch (Gen), it writes units alongside the
 * main thread until the batch is closed. Alive tells the main thread it runs: while it is 0 no
 * batch is handed over.
 */
const { control, bytes } = workerData;
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
