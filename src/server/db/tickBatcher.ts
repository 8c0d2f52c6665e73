/**
 * Calls that arrive in one turn of the event loop, run as ONE statement: under load a round trip
 * and a commit serve many calls instead of one each. `run` answers the batch in the order given
 * (one result per item); when it throws, every call of the batch fails with that error.
 */
export function createTickBatcher<In, Out>(run: (batch: In[]) => Promise<Out[]>, options: { max: number; order?: (a: In, b: In) => number }) {
  let waiting: { item: In; done(out: Out): void; failed(error: unknown): void }[] = [];
  const flush = () => {
    const batch = waiting.slice(0, options.max);
    waiting = waiting.slice(options.max);
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
