import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { verify } from '../../../src/server/modules/ledger/verify';
import { tick } from '../../../src/server/modules/minigame/engine';
import { enterFixtureResult } from '../../../src/server/modules/sports';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { GameState } from '../../../src/shared/api/minigame';
import type { SportsFixturesResponse } from '../../../src/shared/api/sports';
import type { CompRates, LevelRecord } from '../../../src/shared/api/office/levels';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, testClock } from '../../support/moneyFixtures';
import { evolution, openSession, pamClient } from '../../support/pamClient';
import { applyDoc, board, feedDoc, fixtureIdOf, leg, marketOf } from '../../support/sportsSupport';
import { fundedMember } from '../../support/wagering';

/**
 * Comp (docs/domains/points.md#comp): a settled stake earns points at its level's rate for the game
 * group its product counts under, on every path that settles stakes — a minigame round, a sports
 * fixture, a vendor round closed through the PAM (virtual and e-sports as casino, fishing as slot) —
 * with the PAM's fast path and its full path alike. Staff set the four rates on the level; the
 * deposit point percent is left as it was.
 */
const STAKE = 7_777;
const RATES: CompRates = { casino: 100, slot: 200, sports: 300, minigame: 400 };
const DEPOSIT_BP = 55;
const earned = (group: keyof CompRates) => Math.floor((STAKE * RATES[group]) / 10_000);

describe.each([
  ['fast paths on', true],
  ['full paths only', false],
])('comp per game group (%s)', (_name, fastPaths) => {
  const clock = testClock('2026-11-21T03:00:10Z');
  let t: TestApp;
  let memberId: number;
  let token: string;
  let markets: SportsFixturesResponse;
  let level: number;

  const points = async () => (await balancesOf(t, 'comp01')).point;
  /** The member's last comp posting: its group and rate as the ledger keeps them. */
  const lastComp = async () =>
    (
      await t.app.deps.db
        .selectFrom('ledger_transactions as x')
        .innerJoin('ledger_entries as e', 'e.transaction_id', 'x.id')
        .innerJoin('accounts as a', 'a.id', 'e.account_id')
        .select(['x.meta', 'e.amount'])
        .where('a.member_id', '=', memberId)
        .where('x.kind', '=', 'point.accrual')
        .orderBy('x.id', 'desc')
        .executeTakeFirstOrThrow()
    ).meta;

  async function vendorRound(group: 'casino' | 'slot' | 'virtual' | 'esport' | 'fishing') {
    const { token: player } = await openSession(t.app, memberId, {
      group,
      procId: 120,
      provider: 'evolution',
      gameId: '',
    });
    const pam = pamClient(t.app, { token: player, provider: 'evolution' });
    const round = `comp-${group}`;
    for (const body of [
      evolution.debit({ id: `${round}-d`, ref: `${round}-b`, round, amount: STAKE }),
      evolution.credit({ id: `${round}-c`, ref: `${round}-b`, round, amount: STAKE * 2 }),
    ]) {
      const answer = await pam.add(String(memberId), body);
      expect(answer.body.status, JSON.stringify(answer.body)).toBe('OK');
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ clock, fastPaths });
    memberId = await fundedMember(t, 'comp01', 50_000_000);
    token = await t.login('comp01');
    level = (
      await t.app.deps.db.selectFrom('members').select('level').where('id', '=', memberId).executeTakeFirstOrThrow()
    ).level;
    await applyDoc(t, feedDoc([new Date('2026-11-25T00:00:00Z').toISOString()]));
    markets = await board(t);
  }, 300_000);
  afterAll(() => t?.close());

  it('staff set the four comp rates on a level; the deposit point percent stays its own', async () => {
    const staff = await t.loginStaff();
    const saved = await t.call<LevelRecord>(
      '/api/admin/levels/update',
      { id: level, data: { compBp: RATES, pointBp: DEPOSIT_BP } },
      { token: staff },
    );
    expect(saved.resultCode).toBe('200');
    expect(saved.data).toMatchObject({ compBp: RATES, pointBp: DEPOSIT_BP });
    const bad = await t.call(
      '/api/admin/levels/update',
      { id: level, data: { compBp: { ...RATES, slot: 10_001 } } },
      { token: staff },
    );
    expect(bad.resultCode).toBe('E003');
  });

  it('a minigame round settled: the minigame rate', async () => {
    await tick(t.app.deps);
    const round = (await t.call<GameState>('/api/minigame/getGame/pwball', {})).data.round!;
    const placed = await t.call<BetProcResponse>(
      '/api/bet/betProc',
      { gameType: 'pwball', roundKey: round.roundKey, bets: [{ market: 'power_oe', pick: 'odd', amount: STAKE }] },
      { token },
    );
    expect(placed.resultCode).toBe('200');
    const before = await points();
    clock.set(new Date(Date.parse(round.drawsAt) + 1).toISOString());
    await tick(t.app.deps);
    expect((await points()) - before).toBe(earned('minigame'));
    expect(await lastComp()).toMatchObject({ group: 'minigame', percentBp: RATES.minigame, base: STAKE });
    token = await t.login('comp01');
  });

  it('a sports slip settled: the sports rate', async () => {
    const legs = [leg(marketOf(markets, 0, '1x2'), 'home')];
    const placed = await t.call<BetProcResponse>(
      '/api/bet/betProc',
      { gameType: 'sports', legs, amount: STAKE },
      { token },
    );
    expect(placed.resultCode).toBe('200');
    const before = await points();
    await enterFixtureResult(t.app.deps, DEMO.siteId, await fixtureIdOf(t, 'f1'), {
      state: 'resulted',
      score: { home: 1, away: 0, htHome: 0, htAway: 0 },
      enteredBy: 'test',
    });
    expect((await points()) - before).toBe(earned('sports'));
    expect(await lastComp()).toMatchObject({ group: 'sports', percentBp: RATES.sports });
  });

  it.each([
    ['casino', 'casino'],
    ['slot', 'slot'],
    ['virtual', 'casino'],
    ['esport', 'casino'],
    ['fishing', 'slot'],
  ] as const)('a vendor round of %s closed through the PAM: the %s rate', async (product, group) => {
    const before = await points();
    await vendorRound(product);
    expect((await points()) - before).toBe(earned(group));
    expect(await lastComp()).toMatchObject({ group, percentBp: RATES[group], base: STAKE });
  });

  it('leaves the ledger whole', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
