/**
 * Calls that arrive in one turn of the event loop, run as ONE statement: under load a round trip
 * and a commit serve many calls instead of one each. `run` answers the batch in the order given
 * (one result per item); when it throws, every call of the batch fails with that error. With `key`,
 * a batch holds one call per key (a later one waits for the next batch, in its turn), so a
 * set-based statement never sees two calls of one member.
 */
export function createTickBatcher<In, Out>(
  run: (batch: In[]) => Promise<Out[]>,
  options: { max: number; order?: (a: In, b: In) => number; key?: (item: In) => unknown },
) {
  type Waiting = { item: In; done(out: Out): void; failed(error: unknown): void };
  let waiting: Waiting[] = [];
  /** The next batch, taken off `waiting`: the first `max` calls, or with `key` the first call of each key. */
  const take = (): Waiting[] => {
    const { key, max } = options;
    if (!key) return waiting.splice(0, max);
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const taken = new Set<unknown>();
    for (const w of waiting) {
      const k = key(w.item);
      if (batch.length < max && !taken.has(k)) {
        taken.add(k);
        batch.push(w);
      } else later.push(w);
    }
    waiting = later;
    return batch;
  };
  const flush = () => {
    const batch = take();
    if (waiting.length) setImmediate(flush);
    if (options.order) batch.sort((a, b) => options.order!(a.item, b.item));
    run(batch.map((w) => w.item)).then(
      (outs) => batch.forEach((w, i) => w.done(outs[i]!)),
      (error: unknown) => batch.forEach((w) => w.failed(error)),
    );
  };
  return (item: In): Promise<Out> =>
    new Promise((done, failed) => {
      waiting.push({ item, done, failed });
      if (waiting.length === 1) setImmediate(flush);
    });
}

/** Enough calls to fill a busy tick; more wait for the next statement. */
const STAKE_BATCH = 64;

/**
 * A deadlock with another writer, or a row another call took meanwhile (an Idempotency name, a
 * provider's transaction id: a unique index refuses it with 23505), rolls a batch back whole.
 */
const batchLost = (error: unknown): boolean =>
  ['40P01', '40001', '23505'].includes((error as { code?: string }).code ?? '');

/**
 * The batcher of every fast stake path (docs/architecture/fast-paths.md): the calls of one tick,
 * one per member (a member's next call waits for the next batch, so a set-based statement judges
 * one call per member on what the last batch or full-path call left), run by `run` as ONE
 * statement. Each call is answered its own result, or undefined when it must be judged on its full
 * path, having changed nothing: `run` answers undefined for such a call, and a batch that is lost
 * whole answers undefined for every call of it.
 */
export function createStakeBatcher<In, Out>(
  run: (batch: In[]) => Promise<(Out | undefined)[]>,
  memberOf: (call: In) => number,
): (call: In) => Promise<Out | undefined> {
  return createTickBatcher<In, Out | undefined>(
    (batch) =>
      run(batch).catch((error: unknown) => {
        if (batchLost(error)) return batch.map(() => undefined);
        throw error;
      }),
    { max: STAKE_BATCH, key: memberOf },
  );
}
