import {
  PREVIEW_SLIPS,
  type PreviewSlip,
  type SportsFixtureRecord,
  type SportsResultEntry,
  type SportsSettlementPreview,
} from '../../../shared/api/office/sports';
import { legOutcome } from '../../../shared/sports/outcome';
import { MARKET_TYPES, type MarketType, type SportsPick } from '../../../shared/sports/markets';
import type { AppDeps } from '../../deps';
import { marketsOf } from './boardRepo';
import { settlementPreview } from './index';
import { ROLLBACK } from './settlement';

/**
 * What a result would do before staff confirm it: the sportsbook's own
 * settlementPreview (the same shared rules settlement pays by, folder bonus included) gives each
 * affected slip's new state and payout; this adds who holds it, its legs on the fixture, what it
 * was paid, the outcome of every pick and the totals. It reads only.
 */
export async function resultPreview(
  deps: Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>,
  siteId: string,
  fixture: SportsFixtureRecord,
  entry: SportsResultEntry,
): Promise<SportsSettlementPreview> {
  const score = entry.state === 'resulted' ? entry.score : null;
  const [previews, markets] = await Promise.all([
    settlementPreview(deps, siteId, fixture.id, entry.state === 'rollback' ? ROLLBACK : score),
    marketsOf(deps.db, [fixture.id]),
  ]);
  const ids = previews.map((p) => p.betIdx);
  const [members, legs] = ids.length
    ? await Promise.all([
        deps.db
          .selectFrom('members')
          .select(['id', 'mem_id'])
          .where('id', 'in', [...new Set(previews.map((p) => p.memberId))])
          .execute(),
        deps.db
          .selectFrom('bet_legs')
          .select(['bet_id', 'market_id', 'market', 'line', 'pick', 'odds'])
          .where('bet_id', 'in', ids)
          .where('fixture_id', '=', fixture.id)
          .orderBy('bet_id')
          .orderBy('leg_no')
          .execute(),
      ])
    : [[], []];
  const memIds = new Map(members.map((m) => [m.id, m.mem_id]));
  const legCounts = new Map(
    (ids.length
      ? await deps.db
          .selectFrom('bet_legs')
          .select(['bet_id'])
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('bet_id', 'in', ids)
          .groupBy('bet_id')
          .execute()
      : []
    ).map((r) => [Number(r.bet_id), Number(r.n)]),
  );

  const decide = (type: MarketType, pick: SportsPick, line: number | null) =>
    entry.state === 'rollback' ? ('PENDING' as const) : legOutcome(type, pick, line, score);
  const slips: PreviewSlip[] = previews.map((p) => {
    const paid = p.status === 'BET' ? 0 : p.payout;
    const payout = p.newPayout ?? 0;
    return {
      betId: p.betIdx,
      memId: memIds.get(p.memberId) ?? '',
      stake: p.stake,
      legCount: legCounts.get(p.betIdx) ?? 0,
      legs: legs
        .filter((l) => Number(l.bet_id) === p.betIdx)
        .map((l) => ({
          type: l.market as MarketType,
          line: l.line,
          pick: l.pick as SportsPick,
          odds: l.odds,
          outcome: decide(l.market as MarketType, l.pick as SportsPick, l.line),
        })),
      status: p.newStatus ?? 'BET',
      payout,
      paid,
      delta: payout - paid,
    };
  });

  const sum = (pick: (s: PreviewSlip) => number) => slips.reduce((total, s) => total + pick(s), 0);
  return {
    fixtureId: fixture.id,
    version: fixture.resultVersion + 1,
    correction: fixture.resultVersion > 0,
    markets: markets.map((m) => ({
      marketId: m.id,
      type: m.type,
      line: m.line,
      picks: MARKET_TYPES[m.type].picks.map((pick) => ({ pick, outcome: decide(m.type, pick, m.line) })),
    })),
    slips: [...slips].sort((a, b) => b.payout - a.payout || a.betId - b.betId).slice(0, PREVIEW_SLIPS),
    totals: {
      slips: slips.length,
      stake: sum((s) => s.stake),
      settled: slips.filter((s) => s.status !== 'BET').length,
      waiting: slips.filter((s) => s.status === 'BET').length,
      payout: sum((s) => s.payout),
      paid: sum((s) => s.paid),
      delta: sum((s) => s.delta),
    },
  };
}
