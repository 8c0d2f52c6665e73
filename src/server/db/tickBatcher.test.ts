import { describe, expect, it } from 'vitest';
import { createStakeBatcher, createTickBatcher } from './tickBatcher';

/** Runs a tick batcher whose statement records each batch it was given and answers each item doubled. */
function recorded(options: { max: number; key?: (item: { member: number; n: number }) => unknown }) {
  const batches: number[][] = [];
  const call = createTickBatcher<{ member: number; n: number }, number>(async (batch) => {
    batches.push(batch.map((i) => i.n));
    return batch.map((i) => i.n * 2);
  }, options);
  return { call, batches };
}

describe('createTickBatcher', () => {
  it('runs the calls of one tick as one batch of at most `max`, the rest in the next, each answered its own result', async () => {
    const { call, batches } = recorded({ max: 3 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => call({ member: n, n })));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('with `key`, holds one call per key in a batch: a later call of the same key waits for a later batch, in its turn', async () => {
    const { call, batches } = recorded({ max: 10, key: (i) => i.member });
    const calls = [
      { member: 7, n: 1 },
      { member: 8, n: 2 },
      { member: 7, n: 3 },
      { member: 7, n: 4 },
      { member: 9, n: 5 },
    ];
    const answers = await Promise.all(calls.map(call));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2, 5], [3], [4]]);
  });
});

describe('createStakeBatcher', () => {
  const failing = (code: string) =>
    createStakeBatcher<{ member: number }, number>(
      () => Promise.reject(Object.assign(new Error(code), { code })),
      (c) => c.member,
    );

  it('answers every call of a batch lost to a deadlock or a taken unique name undefined: each goes to its full path', async () => {
    for (const code of ['40P01', '40001', '23505'])
      expect(await Promise.all([1, 2].map((member) => failing(code)({ member })))).toEqual([undefined, undefined]);
  });

  it('fails every call of a batch with any other error', async () => {
    await expect(failing('42P01')({ member: 1 })).rejects.toThrow('42P01');
  });
});
