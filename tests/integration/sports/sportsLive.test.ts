import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, testClock } from '../../support/moneyFixtures';
import { applyDoc, board, feedDoc, fixtureIdOf, leg, marketOf } from '../../support/sportsSupport';
import { suspendSilentMarkets } from '../../../src/server/modules/sports/feed/job';
import { verify } from '../../../src/server/modules/ledger/verify';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { FeedDocumentInput, FeedFixtureInput } from '../../../src/server/modules/sports/feed/format';
import type { SportsFixtureDetail, SportsPush } from '../../../src/shared/api/sports';

/** The in play feed (docs/domains/sportsbook.md#in-play): live messages, bet stops, silence, rollback. */
const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;
const pushes: SportsPush[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  t.app.deps.bus.subscribe((e) => {
    if (e.type === 'topic' && e.topic.startsWith('/topic/sports/')) pushes.push(e.body as SportsPush);
  });
});
afterAll(() => t.close());

/** f1 played in play, f2 not; both kick off at 03:30. */
type LiveInput = NonNullable<FeedFixtureInput['live']>;
function liveDoc(live?: LiveInput, result?: FeedFixtureInput['result']): FeedDocumentInput {
  const doc = feedDoc(['2026-11-21T03:30:00Z', '2026-11-21T03:30:00Z']);
  doc.fixtures![0] = { ...doc.fixtures![0]!, inPlay: true, ...(live ? { live } : {}), ...(result ? { result } : {}) };
  return doc;
}
const kickOff: LiveInput = {
  period: '1H',
  clockS: 60,
  score: { home: 0, away: 0 },
  incidents: [{ seq: 1, kind: 'period_start', period: '1H', clockS: 0 }],
};
const goal: LiveInput = {
  period: '1H',
  clockS: 610,
  score: { home: 1, away: 0 },
  betStop: true,
  incidents: [
    { seq: 1, kind: 'period_start', period: '1H', clockS: 0 },
    { seq: 2, kind: 'goal', side: 'home', period: '1H', clockS: 600, score: { home: 1, away: 0 } },
  ],
};

const fixtureRow = async (ref: string) =>
  t.app.deps.db.selectFrom('sports_fixtures').selectAll().where('ref', '=', ref).executeTakeFirstOrThrow();
const marketStates = async (ref: string) =>
  Object.fromEntries(
    (
      await t.app.deps.db
        .selectFrom('sports_markets')
        .select(['type', 'state'])
        .where('fixture_id', '=', await fixtureIdOf(t, ref))
        .execute()
    ).map((m) => [m.type, m.state]),
  );
const detail = async (ref: string) =>
  (await t.call<SportsFixtureDetail>('/api/sports/fixture', { fixtureId: await fixtureIdOf(t, ref) })).data;

describe('live messages', () => {
  let betIdx = 0;

  it('takes a fixture the feed plays in play live at kick-off, and closes the others', async () => {
    await applyDoc(t, liveDoc());
    // A slip before kick-off, settled and rolled back below.
    const member = await t.login('member01');
    const placed = await t.call<{ bets: { betIdx: number }[] }>(
      '/api/bet/betProc',
      { gameType: 'sports', legs: [leg(marketOf(await board(t), 0, '1x2'), 'home')], amount: 10_000 },
      { token: member },
    );
    expect(placed.resultCode).toBe('200');
    betIdx = placed.data.bets[0]!.betIdx;

    clock.set('2026-11-21T03:31:00Z');
    await applyDoc(t, liveDoc(kickOff));
    expect((await fixtureRow('f1')).state).toBe('live');
    expect((await fixtureRow('f2')).state).toBe('closed');
    expect(await marketStates('f1')).toEqual({ '1x2': 'open', handicap: 'open', total: 'open', btts: 'open' });
    const live = await board(t, { live: 'Y' });
    expect(live.fixtures.map((f) => f.fixtureId)).toEqual([await fixtureIdOf(t, 'f1')]);
    expect(live.fixtures[0]!.live).toMatchObject({
      period: '1H',
      clockS: 60,
      score: { home: 0, away: 0 },
      betStop: false,
    });
    expect(live.fixtures[0]!.markets).toHaveLength(4);
    // The pre-match board no longer lists it.
    expect((await board(t)).fixtures).toEqual([]);
  });

  it('writes a goal once when the message comes twice, and its bet stop suspends the markets', async () => {
    pushes.length = 0;
    clock.advance(1_000);
    await applyDoc(t, liveDoc(goal));
    await applyDoc(t, liveDoc(goal));
    const f = await fixtureRow('f1');
    expect(f).toMatchObject({ live_period: '1H', live_clock_s: 610, live_home: 1, live_away: 0, live_stopped: true });
    expect(await marketStates('f1')).toEqual({
      '1x2': 'suspended',
      handicap: 'suspended',
      total: 'suspended',
      btts: 'suspended',
    });
    const d = await detail('f1');
    expect(d.incidents.map((i) => [i.seq, i.kind, i.side])).toEqual([
      [1, 'period_start', null],
      [2, 'goal', 'home'],
    ]);
    expect(d.fixture.live?.betStop).toBe(true);
    const live = pushes.filter((p) => p.event === 'live');
    expect(live).toHaveLength(1);
    expect(live[0]!.fixtures[0]).toMatchObject({
      state: 'live',
      live: { score: { home: 1, away: 0 }, betStop: true },
      incidents: [{ seq: 2, kind: 'goal', side: 'home', score: { home: 1, away: 0 } }],
    });
    // one push carries the pass's scoreboard and its markets, suspended by the bet stop
    expect(pushes).toHaveLength(1);
    expect(live[0]!.fixtures[0]!.markets.length).toBeGreaterThan(0);
    expect(live[0]!.fixtures[0]!.markets.every((m) => m.state === 'suspended')).toBe(true);
  });

  it('reopens on the bet start with the live odds, but not a market the liability cap holds', async () => {
    const id = await fixtureIdOf(t, 'f1');
    await t.app.deps.db
      .updateTable('sports_markets')
      .set({ cap_hold: true })
      .where('fixture_id', '=', id)
      .where('type', '=', 'btts')
      .execute();
    clock.advance(1_000);
    const doc = liveDoc({ ...goal, clockS: 640, betStop: false });
    doc.fixtures![0]!.markets![0]!.odds = { home: 140, draw: 450, away: 700 };
    await applyDoc(t, doc);
    expect(await marketStates('f1')).toEqual({ '1x2': 'open', handicap: 'open', total: 'open', btts: 'suspended' });
    const m = (await board(t, { live: 'Y' })).fixtures[0]!.markets.find((x) => x.type === '1x2')!;
    expect(m.odds.find((o) => o.pick === 'home')!.odds).toBe(140);
    const history = await t.app.deps.db
      .selectFrom('sports_odds_history')
      .select(['state', 'cause'])
      .where('market_id', '=', m.marketId)
      .where('state', 'is not', null)
      .orderBy('id')
      .execute();
    expect(history.slice(-2)).toEqual([
      { state: 'suspended', cause: 'feed' },
      { state: 'open', cause: 'feed' },
    ]);
  });

  it('leaves a market staff priced by hand to staff once a bet stop suspended it in play', async () => {
    const staff = await t.loginStaff();
    const office = (path: string, body: Record<string, unknown>) =>
      t.call(`/api/admin/sportsMarkets/${path}`, body, {
        token: staff,
        'idempotency-key': `${path}:${clock.now().getTime()}`,
      });
    const m = marketOf(await board(t, { live: 'Y' }), 0, 'handicap');
    expect((await office('update', { id: m.marketId, data: { odds: [{ pick: 'home', odds: 150 }] } })).resultCode).toBe(
      '200',
    );
    clock.advance(1_000);
    await applyDoc(t, liveDoc({ ...goal, clockS: 645 }));
    expect((await marketStates('f1')).handicap).toBe('suspended');
    clock.advance(1_000);
    await applyDoc(t, liveDoc({ ...goal, clockS: 650, betStop: false }));
    expect(await marketStates('f1')).toEqual({
      '1x2': 'open',
      handicap: 'suspended',
      total: 'open',
      btts: 'suspended',
    });
    expect((await office('open', { id: m.marketId })).resultCode).toBe('200');
    expect((await marketStates('f1')).handicap).toBe('open');
  });

  it('suspends the live markets of a silent source, and its next word reopens them', async () => {
    expect(await suspendSilentMarkets(t.app.deps, DEMO.siteId)).toEqual([]);
    clock.advance(20_000);
    expect(await suspendSilentMarkets(t.app.deps, DEMO.siteId)).toEqual([await fixtureIdOf(t, 'f1')]);
    expect(await marketStates('f1')).toEqual({
      '1x2': 'suspended',
      handicap: 'suspended',
      total: 'suspended',
      btts: 'suspended',
    });
    const m = marketOf(await board(t, { live: 'Y' }), 0, '1x2');
    const last = await t.app.deps.db
      .selectFrom('sports_odds_history')
      .select(['state', 'cause'])
      .where('market_id', '=', m.marketId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ state: 'suspended', cause: 'feed_silence' });
    await applyDoc(t, liveDoc({ ...goal, clockS: 660, betStop: false }));
    // The manual handicap is staff's again, the cap still holds btts.
    expect(await marketStates('f1')).toEqual({
      '1x2': 'open',
      handicap: 'suspended',
      total: 'open',
      btts: 'suspended',
    });
  });

  it('takes a document older than the threshold for a silent feed, and a fresh one for its word', async () => {
    clock.advance(1_000);
    const sentAt = new Date(clock.now().getTime() - 30_000);
    await applyDoc(t, { ...liveDoc({ ...goal, clockS: 670, betStop: false }), sentAt: sentAt.toISOString() });
    expect(await marketStates('f1')).toEqual({
      '1x2': 'suspended',
      handicap: 'suspended',
      total: 'suspended',
      btts: 'suspended',
    });
    expect((await fixtureRow('f1')).live_seen_at).toEqual(sentAt);
    const m = marketOf(await board(t, { live: 'Y' }), 0, '1x2');
    const last = await t.app.deps.db
      .selectFrom('sports_odds_history')
      .select(['state', 'cause'])
      .where('market_id', '=', m.marketId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ state: 'suspended', cause: 'feed_silence' });
    await applyDoc(t, { ...liveDoc({ ...goal, clockS: 680, betStop: false }), sentAt: clock.now().toISOString() });
    expect(await marketStates('f1')).toEqual({
      '1x2': 'open',
      handicap: 'suspended',
      total: 'open',
      btts: 'suspended',
    });
  });

  it('settles on the result, and a rollback reopens the slip and takes its payout back once', async () => {
    const before = await balancesOf(t, 'member01');
    clock.set('2026-11-21T05:30:00Z');
    const final = { state: 'resulted' as const, score: { home: 2, away: 1, htHome: 1, htAway: 0 } };
    await applyDoc(t, liveDoc({ ...goal, period: 'FT', clockS: 5400, clockRunning: false }, final));
    const slip = () =>
      t.app.deps.db
        .selectFrom('bets')
        .select(['status', 'payout', 'reopened_at'])
        .where('id', '=', betIdx)
        .executeTakeFirstOrThrow();
    expect(await slip()).toMatchObject({ status: 'WIN', payout: 20_000 });
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash + 20_000);

    const rollback = { state: 'rollback' as const };
    clock.advance(60_000);
    await applyDoc(t, liveDoc(undefined, rollback));
    await applyDoc(t, liveDoc(undefined, rollback));
    expect(await slip()).toMatchObject({ status: 'BET', payout: 0 });
    expect((await slip()).reopened_at).not.toBeNull();
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash);
    expect((await fixtureRow('f1')).state).toBe('closed');
    const reversals = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('kind', '=', 'bet.payout.reverse')
      .execute();
    expect(reversals.map((r) => r.idempotency_key)).toEqual([`sports:payout:${betIdx}:v2:reverse`]);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);

    // The result again settles it as a correction: paid once more under the new version's key.
    await applyDoc(t, liveDoc(undefined, final));
    expect(await slip()).toMatchObject({ status: 'WIN', payout: 20_000 });
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash + 20_000);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});
