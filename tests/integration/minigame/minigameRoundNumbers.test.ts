import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { prepareMinigames, tick } from '../../../src/server/modules/minigame/engine';
import type { GameState } from '../../../src/shared/api/minigame';

/** A clock the test moves; every round time is derived from it. */
const clock = {
  t: Date.parse('2026-11-21T01:02:00Z'),
  now() {
    return new Date(this.t);
  },
};

let t: TestApp;
const current = async () => (await t.call<GameState>('/api/minigame/getGame/pwball', {})).data.round!;

/** Moves past the current round's draw and runs the engine, which draws it and opens the next. */
async function nextRound() {
  clock.t = Date.parse((await current()).drawsAt) + 1;
  await tick(t.app.deps);
  return current();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await tick(t.app.deps);
});
afterAll(() => t.close());

describe('minigame round numbers across a change of round length (docs/domains/minigames.md#rounds)', () => {
  it('go on by one when the rounds become shorter, and by one when they grow back', async () => {
    const before = await current();
    const second = await nextRound();
    expect(second.roundNo).toBe(before.roundNo + 1);

    // the operator restarts with 3-minute rounds: the next round is the next number, not the clock's
    await prepareMinigames({ db: t.app.deps.db, config: { ...t.app.deps.config, MINIGAME_INTERVAL_S: 180 } });
    const shorter = await nextRound();
    expect(new Date(shorter.drawsAt).getTime() - new Date(second.drawsAt).getTime()).toBeLessThanOrEqual(180_000);
    expect(shorter.roundNo).toBe(second.roundNo + 1);
    const after = await nextRound();
    expect(after.roundNo).toBe(shorter.roundNo + 1);

    await prepareMinigames({ db: t.app.deps.db, config: { ...t.app.deps.config, MINIGAME_INTERVAL_S: 300 } });
    const longer = await nextRound();
    expect(longer.roundNo).toBe(after.roundNo + 1);
    expect(longer.roundKey).toMatch(new RegExp(`^pwball-\\d{8}-${String(longer.roundNo).padStart(4, '0')}$`));
  });
});
