/**
 * Calls that arrive in one turn of the event loop, run as ONE statement: under load a round trip
 * and a commit serve many calls instead of one each. `run` answers the batch in the order given
 * (one result per item); when it throws, every call of the batch fails with that error. With `key`,
 * a batch holds one call per key (a later one waits for the next batch, in its turn), so a
 * set-based statement never sees two calls of one member.
 */
export function createTickBatcher<In, Out>(run: (batch: In[]) => Promise<Out[]>, options: { max: number; order?: (a: In, b: In) => number; key?: (item: In) => unknown }) {
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
