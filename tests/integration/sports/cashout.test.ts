import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf, testClock, withKey } from '../../support/moneyFixtures';
import {
  applyDoc,
  feedDoc,
  legOf as sportsLegOf,
  moveHome as sportsMoveHome,
  type TestLeg,
} from '../../support/sportsSupport';
import { grantRequirement, progressOf } from '../../support/wagering';
import { verify } from '../../../src/server/modules/ledger/verify';
import { ResultCode } from '../../../src/shared/resultCodes';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { Envelope } from '../../../src/shared/api/envelope';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { SportsCashOutQuote, SportsCashOutResponse } from '../../../src/shared/api/sports';
import type { FeedDocumentInput } from '../../../src/server/modules/sports/feed/format';
import type { OfficeList } from '../../../src/shared/api/office';
import type { OfficeBetRecord } from '../../../src/shared/api/office/bets';
import type { SportsCashOutReportRecord, SportsCashOutRuleRecord } from '../../../src/shared/api/office/sportsCashOut';
import type { ReportList } from '../../../src/shared/reports/gridQuery';
import type { InjectOptions } from 'fastify';
import { parseCsv } from '../../support/csv';

/**
 * Cash-out through HTTP (docs/domains/sportsbook.md#cash-out): quote and accept, full and partial,
 * the refusals (value dropped, market suspended, cash-out off, kick-off, a share that leaves too
 * little), the race with settlement, a result correction after a cash-out, and parallel accepts;
 * the ledger verified after each.
 */
const clock = testClock('2026-11-21T03:00:00Z');
/** Fixtures f1…f40, a minute apart from 04:00 (inside the member's two-hour session); each test takes its own. */
const KICK_OFFS = Array.from({ length: 40 }, (_, i) =>
  new Date(Date.parse('2026-11-21T04:00:00Z') + i * 60_000).toISOString(),
);
let t: TestApp;
let staff: string;
let token: string;
let nextFixture = 0;

const doc = (): FeedDocumentInput => feedDoc(KICK_OFFS);
/** The demo odds of feedDoc: 1X2 home 2.00, draw 3.20, away 3.50; total over 1.85; btts yes 1.70. */
const fresh = () => `f${++nextFixture}`;

const legOf = (ref: string, type: string, pick: string) => sportsLegOf(t, ref, type, pick);
const moveHome = (ref: string, home: number, state: 'open' | 'suspended' = 'open') =>
  sportsMoveHome(t, doc(), ref, home, state);

async function place(legs: TestLeg[], amount: number): Promise<number> {
  const res = await t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'sports', legs: legs.map(({ marketId, pick, odds }) => ({ marketId, pick, odds })), amount },
    withKey(token, `place:${legs.map((l) => l.marketId).join('-')}:${amount}:${Math.random()}`),
  );
  expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
  return res.data.bets[0]!.betIdx;
}

const quote = (betIdx: number) =>
  t.call<SportsCashOutQuote>('/api/bet/sports/cashout/quote', { betIdx }, { token }) as Promise<
    Envelope<SportsCashOutQuote>
  >;
const accept = (betIdx: number, value: number, amount?: number, key = `co:${betIdx}:${value}:${amount}`) =>
  t.call<SportsCashOutResponse>(
    '/api/bet/sports/cashout',
    { betIdx, value, ...(amount !== undefined && { amount }) },
    withKey(token, key),
  ) as Promise<Envelope<SportsCashOutResponse>>;
const resultOf = (fixtureId: number, home: number, away: number) =>
  t.call(
    '/api/admin/sportsFixtures/result',
    { id: fixtureId, result: { state: 'resulted', score: { home, away, htHome: 0, htAway: 0 } } },
    withKey(staff, `result:${fixtureId}:${home}:${away}:${Math.random()}`),
  );

const cash = async () => (await balancesOf(t, 'member01')).cash;
const slip = (id: number) =>
  t.app.deps.db
    .selectFrom('bets')
    .select(['status', 'stake', 'potential_payout', 'payout'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => ({
      status: r.status,
      stake: Number(r.stake),
      potential: Number(r.potential_payout),
      payout: Number(r.payout),
    }));
const cashOuts = (betId: number) =>
  t.app.deps.db
    .selectFrom('sports_cashouts')
    .select(['seq', 'share', 'full_out', 'fair', 'paid'])
    .where('bet_id', '=', betId)
    .orderBy('seq')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, share: Number(r.share), fair: Number(r.fair), paid: Number(r.paid) })));
const ledgerKeys = async (betId: number) =>
  (
    await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', 'like', `sports:cashout:${betId}:%`)
      .orderBy('id')
      .execute()
  ).map((r) => r.idempotency_key);

beforeAll(async () => {
  t = await createTestApp({ clock });
  await applyDoc(t, doc());
  staff = await t.loginStaff();
  token = await t.login('member01');
});
beforeEach(() => clock.set('2026-11-21T03:00:00Z'));
afterAll(() => t.close());

describe('quote and accept', () => {
  it('values a single at placed ÷ current odds less the 5% default margin, and pays a full cash-out once', async () => {
    const ref = fresh();
    const betIdx = await place([await legOf(ref, '1x2', 'home')], 10_000);
    expect((await quote(betIdx)).data).toMatchObject({ betIdx, stake: 10_000, value: 9_500, marginBp: 500 });

    // the pick shortens from 2.00 to 1.60: 10,000 × 2.00 / 1.60 = 12,500, less 5%
    await moveHome(ref, 160);
    const q = (await quote(betIdx)).data;
    expect(q).toMatchObject({ value: 11_875, legs: [{ outcome: 'PENDING', odds: 200, currentOdds: 160 }] });

    const before = await cash();
    const done = await accept(betIdx, q.value, undefined, `full-${betIdx}`);
    expect(done.data).toEqual({
      betIdx,
      paid: 11_875,
      status: 'CASHOUT',
      stake: 10_000,
      potentialPayout: 20_000,
      cashAmt: before + 11_875,
    });
    // the same key again answers the same and pays nothing more
    expect((await accept(betIdx, q.value, undefined, `full-${betIdx}`)).data).toEqual(done.data);
    expect(await cash()).toBe(before + 11_875);
    expect(await slip(betIdx)).toMatchObject({ status: 'CASHOUT', payout: 11_875 });
    expect(await cashOuts(betIdx)).toEqual([{ seq: 1, share: 10_000, full_out: true, fair: 12_500, paid: 11_875 }]);
    expect(await ledgerKeys(betIdx)).toEqual([`sports:cashout:${betIdx}:1`]);
    // the slip is no longer open: no quote, no second cash-out
    expect((await quote(betIdx)).resultCode).toBe(ResultCode.CashOutUnavailable);
    expect((await accept(betIdx, 0, undefined, `again-${betIdx}`)).resultCode).toBe(ResultCode.CashOutUnavailable);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('cashes out part of a combo, leaves the rest open on a smaller stake, then cashes out the rest', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    const legs = [await legOf(a, 'total', 'over'), await legOf(b, '1x2', 'away'), await legOf(c, 'btts', 'yes')];
    const betIdx = await place(legs, 10_000);
    const before = await cash();
    expect((await quote(betIdx)).data.value).toBe(9_500);

    // 4,000 of the 10,000: worth 4,000 less 5%
    const part = await accept(betIdx, 3_800, 4_000);
    // 6,000 × 1.85 × 3.50 × 1.70 × the 3-fold bonus 1.03 = 68,026.35
    expect(part.data).toMatchObject({ paid: 3_800, status: 'BET', stake: 6_000, potentialPayout: 68_026 });
    expect(await slip(betIdx)).toEqual({ status: 'BET', stake: 6_000, potential: 68_026, payout: 0 });
    expect((await quote(betIdx)).data).toMatchObject({ stake: 6_000, value: 5_700 });
    // played on: no longer cancelled (within the cancel window still)
    const cancel = await t.call('/api/bet/sports/cancel', { betIdx, confirm: 'Y' }, withKey(token, `cancel-${betIdx}`));
    expect(cancel.resultCode).toBe(ResultCode.SportsCancelFailed);

    const rest = await accept(betIdx, 5_700);
    expect(rest.data).toMatchObject({ paid: 5_700, status: 'CASHOUT', stake: 6_000 });
    expect(await cash()).toBe(before + 3_800 + 5_700);
    // the member's bet list shows what it cashed out in all
    const listed = await t.call<{ list: { betIdx: number; cashedOut?: unknown; status: string }[] }>(
      '/api/bet/betlist',
      { gameType: 'sports', startDate: '2026-11-21' },
      { token },
    );
    expect(listed.data.list.find((r) => r.betIdx === betIdx)).toMatchObject({
      status: 'CASHOUT',
      cashedOut: { stake: 10_000, paid: 9_500 },
    });
    expect(await cashOuts(betIdx)).toEqual([
      { seq: 1, share: 4_000, full_out: false, fair: 4_000, paid: 3_800 },
      { seq: 2, share: 6_000, full_out: true, fair: 6_000, paid: 5_700 },
    ]);
    expect(await ledgerKeys(betIdx)).toEqual([`sports:cashout:${betIdx}:1`, `sports:cashout:${betIdx}:2`]);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('refuses a value that fell below the one shown and changes nothing; a higher one is paid', async () => {
    const ref = fresh();
    const betIdx = await place([await legOf(ref, '1x2', 'home')], 10_000);
    const shown = (await quote(betIdx)).data.value;
    expect(shown).toBe(9_500);
    // the pick drifts to 2.50: 10,000 × 2.00 / 2.50 = 8,000, less 5%
    await moveHome(ref, 250);
    const before = await cash();
    const refused = await accept(betIdx, shown);
    expect(refused).toMatchObject({ resultCode: ResultCode.CashOutValueDropped, data: { value: 7_600 } });
    expect(await cash()).toBe(before);
    expect(await slip(betIdx)).toMatchObject({ status: 'BET', stake: 10_000 });
    expect(await cashOuts(betIdx)).toEqual([]);

    // shown 7,600, then the pick shortens back to 2.00 before the accept lands: 9,500 is paid
    await moveHome(ref, 200);
    expect((await accept(betIdx, 7_600)).data).toMatchObject({ paid: 9_500, status: 'CASHOUT' });
    expect(await cash()).toBe(before + 9_500);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('has no quote while a market is suspended, after kick-off, or where cash-out is off', async () => {
    const ref = fresh();
    const single = await place([await legOf(ref, '1x2', 'home')], 10_000);
    const onTotal = await place([await legOf(ref, 'total', 'over')], 10_000);
    const before = await cash();

    await moveHome(ref, 200, 'suspended');
    expect((await quote(single)).resultCode).toBe(ResultCode.SportsMarketSuspended);
    expect((await accept(single, 1)).resultCode).toBe(ResultCode.SportsMarketSuspended);
    await moveHome(ref, 200, 'open');
    expect((await quote(single)).resultCode).toBe(ResultCode.Success);

    // the winner market kind closed for soccer: the total still cashes out
    await t.app.deps.db
      .insertInto('sports_cashout_rules')
      .values({ site_id: DEMO.siteId, sport: 'soccer', enabled: true, margin_bp: 1_000, closed_kinds: ['winloose'] })
      .execute();
    expect((await quote(single)).resultCode).toBe(ResultCode.CashOutDisabled);
    expect((await quote(onTotal)).data).toMatchObject({ value: 9_000, marginBp: 1_000 });
    // soccer off altogether
    await t.app.deps.db
      .updateTable('sports_cashout_rules')
      .set({ enabled: false })
      .where('sport', '=', 'soccer')
      .execute();
    expect((await quote(onTotal)).resultCode).toBe(ResultCode.CashOutDisabled);
    expect((await accept(onTotal, 1)).resultCode).toBe(ResultCode.CashOutDisabled);
    await t.app.deps.db.deleteFrom('sports_cashout_rules').execute();

    // the pre-match board closes at kick-off
    clock.set(KICK_OFFS[nextFixture - 1]!);
    expect((await quote(single)).resultCode).toBe(ResultCode.SportsFixtureStarted);
    expect((await accept(single, 1)).resultCode).toBe(ResultCode.SportsFixtureStarted);
    expect(await cash()).toBe(before);
    expect(await cashOuts(single)).toEqual([]);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('refuses a share over the stake or one that leaves less than the sports minimum on the slip', async () => {
    const betIdx = await place([await legOf(fresh(), '1x2', 'home')], 10_000);
    expect((await accept(betIdx, 0, 10_001)).resultCode).toBe(ResultCode.CashOutShareInvalid);
    const short = await accept(betIdx, 0, 9_500);
    expect(short).toMatchObject({ resultCode: ResultCode.CashOutShareInvalid, data: { min: 1_000 } });
    expect(await cashOuts(betIdx)).toEqual([]);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('keeps the wagering a cashed-out stake counted: a cash-out is not a void', async () => {
    const memberId = await memberIdOf(t, 'member01');
    const requirement = await grantRequirement(t.app.deps.db, {
      memberId,
      source: 'test:cashout',
      toWager: 1_000_000,
      weights: { sports_single: 10_000 },
    });
    const betIdx = await place([await legOf(fresh(), '1x2', 'home')], 10_000);
    await accept(betIdx, 4_750, 5_000);
    await accept(betIdx, 4_750);
    expect(await slip(betIdx)).toMatchObject({ status: 'CASHOUT' });
    expect((await progressOf(t.app.deps.db, requirement))[betIdx]).toBe(10_000);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

describe('cash-out against settlement', () => {
  it('races a settlement of the same slip: exactly one of them wins, and the money matches it', async () => {
    const outcomes = { cashOut: 0, settlement: 0 };
    for (let i = 0; i < 8; i++) {
      const home = await legOf(fresh(), '1x2', 'home');
      const betIdx = await place([home], 10_000);
      const before = await cash();
      const [out] = await Promise.all([accept(betIdx, 9_500), resultOf(home.fixtureId, 1, 0)]);
      const s = await slip(betIdx);
      if (out.resultCode === ResultCode.Success) {
        outcomes.cashOut++;
        expect(s).toMatchObject({ status: 'CASHOUT', payout: 9_500 });
        expect(await cash()).toBe(before + 9_500);
      } else {
        outcomes.settlement++;
        expect([ResultCode.CashOutUnavailable, ResultCode.SportsFixtureStarted]).toContain(out.resultCode);
        expect(s).toMatchObject({ status: 'WIN', payout: 20_000 });
        expect(await cashOuts(betIdx)).toEqual([]);
        expect(await cash()).toBe(before + 20_000);
      }
    }
    expect(outcomes.cashOut + outcomes.settlement).toBe(8);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('a result and its correction neither re-open nor re-pay a cashed-out slip; a partial one settles on what is left', async () => {
    const ref = fresh();
    const home = await legOf(ref, '1x2', 'home');
    const full = await place([home], 10_000);
    const partial = await place([home], 10_000);
    expect((await accept(full, 9_500)).data.status).toBe('CASHOUT');
    expect((await accept(partial, 3_800, 4_000)).data.status).toBe('BET');
    const before = await cash();

    expect((await resultOf(home.fixtureId, 2, 0)).resultCode).toBe(ResultCode.Success);
    expect(await slip(full)).toMatchObject({ status: 'CASHOUT', payout: 9_500 });
    // the 6,000 left on the partial slip wins at 2.00
    expect(await slip(partial)).toMatchObject({ status: 'WIN', stake: 6_000, payout: 12_000 });
    expect(await cash()).toBe(before + 12_000);

    // corrected to an away win: the partial slip's payout is taken back, the cashed-out one is left alone
    expect((await resultOf(home.fixtureId, 0, 1)).resultCode).toBe(ResultCode.Success);
    expect(await slip(full)).toMatchObject({ status: 'CASHOUT', payout: 9_500 });
    expect(await slip(partial)).toMatchObject({ status: 'LOSE', payout: 0 });
    expect(await cash()).toBe(before);
    expect(await cashOuts(full)).toHaveLength(1);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('pays once when ten accepts of one slip arrive together', async () => {
    const betIdx = await place([await legOf(fresh(), '1x2', 'home')], 10_000);
    const before = await cash();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => accept(betIdx, 9_500, undefined, `burst-${betIdx}-${i}`)),
    );
    expect(answers.filter((a) => a.resultCode === ResultCode.Success)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.resultCode !== ResultCode.Success).map((a) => a.resultCode))).toEqual(
      new Set([ResultCode.CashOutUnavailable]),
    );
    expect(await cash()).toBe(before + 9_500);
    expect(await cashOuts(betIdx)).toHaveLength(1);

    // and ten of one key are one call
    const other = await place([await legOf(fresh(), '1x2', 'home')], 10_000);
    const same = await Promise.all(Array.from({ length: 10 }, () => accept(other, 9_500, undefined, `one-${other}`)));
    expect(same.every((a) => a.resultCode === ResultCode.Success && a.data.paid === 9_500)).toBe(true);
    expect(await cash()).toBe(before + 9_500 - 10_000 + 9_500);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

describe('office', () => {
  const office = <T>(path: string, body: Record<string, unknown>) =>
    t.call<T>(`/api/admin/${path}`, body, withKey(staff, `${path}:${JSON.stringify(body)}:${Math.random()}`));

  it('sets a sport’s cash-out terms (audited), which the quote follows, and back to the site’s', async () => {
    const betIdx = await place([await legOf(fresh(), 'handicap', 'home')], 10_000);
    const list = await office<OfficeList<SportsCashOutRuleRecord>>('sportsCashOut/list', {});
    expect(list.data.list).toHaveLength(11);
    expect(list.data.list[0]).toEqual({
      id: 'soccer',
      sport: 'soccer',
      enabled: true,
      marginBp: 500,
      closedKinds: [],
      custom: false,
      siteMarginBp: 500,
    });

    const rule = { enabled: true, marginBp: 250, closedKinds: ['handy'] };
    const saved = await office<SportsCashOutRuleRecord>('sportsCashOut/update', { id: 'soccer', data: { rule } });
    expect(saved.data).toMatchObject({ ...rule, custom: true });
    expect((await quote(betIdx)).resultCode).toBe(ResultCode.CashOutDisabled);
    await office('sportsCashOut/update', { id: 'soccer', data: { rule: { ...rule, closedKinds: [] } } });
    expect((await quote(betIdx)).data).toMatchObject({ value: 9_750, marginBp: 250 });
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', 'sportsCashOut.update')
      .execute();
    expect(audit).toEqual([
      { action: 'sportsCashOut.update', target: 'soccer' },
      { action: 'sportsCashOut.update', target: 'soccer' },
    ]);
    await office('sportsCashOut/update', { id: 'soccer', data: { rule: null } });
    expect((await quote(betIdx)).data).toMatchObject({ value: 9_500, marginBp: 500 });
    expect((await office('sportsCashOut/update', { id: 'curling', data: { rule: null } })).resultCode).toBe(
      ResultCode.NotFound,
    );
  });

  it('reports the cash-outs per day and sport: count, stake, value before the margin, paid and the margin kept', async () => {
    const sums = await t.app.deps.db
      .selectFrom('sports_cashouts')
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        eb.fn.sum<string>('share').as('stake'),
        eb.fn.sum<string>('fair').as('value'),
        eb.fn.sum<string>('paid').as('paid'),
      ])
      .executeTakeFirstOrThrow();
    const [n, stake, value, paid] = [sums.n, sums.stake, sums.value, sums.paid].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(n).toBeGreaterThan(5);
    const page = await office<ReportList<SportsCashOutReportRecord>>('reports/sportsCashOut/list', {
      filter: { dateFrom: '2026-11-21', dateTo: '2026-11-21' },
      perPage: 100,
    });
    expect(page.data.list).toEqual([
      {
        id: '2026-11-21:soccer',
        day: '2026-11-21',
        sport: 'soccer',
        cashOuts: n,
        stake,
        value,
        paid,
        marginKept: value - paid,
      },
    ]);
    expect(value - paid).toBeGreaterThan(0);

    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/sportsCashOut/export',
      headers: { authorization: DEMO.siteKey, token: staff },
      payload: {
        siteId: DEMO.siteId,
        filter: { dateFrom: '2026-11-21', dateTo: '2026-11-21' },
        columns: ['day', 'sport', 'cashOuts', 'paid', 'marginKept'],
        lang: 'en',
      },
    } as InjectOptions);
    expect(parseCsv(csv.body)).toEqual([
      ['\uFEFFDay', 'Sport', 'Cash-outs', 'Paid', 'Margin kept'],
      ['2026-11-21', 'Soccer', String(n), String(paid), String(value - paid)],
    ]);
  });

  it('shows a cashed-out slip as such in the office bet list', async () => {
    const betIdx = await place([await legOf(fresh(), '1x2', 'home')], 10_000);
    await accept(betIdx, 9_500);
    const bets = await office<OfficeList<OfficeBetRecord>>('bets/list', {
      filter: { gameGroup: 'sports' },
      perPage: 100,
    });
    expect(bets.data.list.find((b) => b.id === betIdx)).toMatchObject({ status: 'CASHOUT', payout: 9_500 });
  });
});

describe('ledger verification', () => {
  it('catches a cash-out whose row and transaction disagree, and a partial slip whose stake moved without one', async () => {
    const db = t.app.deps.db;
    const row = await db
      .selectFrom('sports_cashouts')
      .select(['id', 'bet_id', 'paid'])
      .where('full_out', '=', false)
      .executeTakeFirstOrThrow();
    const checks = async () => new Set((await verify(db)).violations.map((v) => v.check));

    await db
      .updateTable('sports_cashouts')
      .set({ paid: Number(row.paid) - 1 })
      .where('id', '=', row.id)
      .execute();
    expect(await checks()).toEqual(new Set(['cashOutNotInLedger']));
    await db
      .updateTable('sports_cashouts')
      .set({ paid: Number(row.paid) })
      .where('id', '=', row.id)
      .execute();

    await db
      .updateTable('bets')
      .set((eb) => ({ stake: eb('stake', '-', 1) }))
      .where('id', '=', row.bet_id)
      .execute();
    expect(await checks()).toContain('betStakeNotInLedger');
    await db
      .updateTable('bets')
      .set((eb) => ({ stake: eb('stake', '+', 1) }))
      .where('id', '=', row.bet_id)
      .execute();
    expect((await verify(db)).violations).toEqual([]);
  });
});
