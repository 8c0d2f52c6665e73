/**
 * The sportsbook's server part (DESIGN: Sportsbook). Rules live in src/shared/sports.
 *
 * For the office routes (sports-office), every function scoped to the caller's site:
 *
 *   enterFixtureResult(deps, siteId, fixtureId, { state: 'resulted' | 'postponed' | 'cancelled', score: SportsScore | null, enteredBy })
 *     → SettleSummary | null
 *     Enters or corrects the result (a new version in sports_results) and settles in the same
 *     transaction: first settlement pays, a correction reverses and re-posts the changed payouts
 *     (versioned ledger keys). null when the result is the one in force. B7008 when a member
 *     cannot cover a take-back (nothing changes). E007 for a fixture of another site.
 *
 *   settlementPreview(deps, siteId, fixtureId, score | null | ROLLBACK) → SlipPreview[]
 *     What each slip with a leg on the fixture would get with that result; writes nothing.
 *
 *   setMarketState(deps, siteId, marketId, 'open' | 'suspended', by?) → void   (reopening lifts the cap's hold)
 *   setMarketOdds(deps, siteId, marketId, [{ pick, odds }], by?) → void   (marks the market manual: the feed keeps off it)
 *     Both push the fixture's markets on /topic/sports/<siteId>; `by` names the change in the odds
 *     history (oddsHistoryRepo.ts: staff by login id; without it, the system).
 *
 *   fixtureLiability(deps, siteId, fixtureIds) → FixtureLiability[]
 *     Open slips per fixture and per market pick: count, stake, sum of potential payouts.
 *
 *
 * Member calls: routes.ts (fixtures, results, cancel) and slips.ts (betProc gameType sports).
 * The feed: feed/ (format, sources, the job).
 */
export { enterFixtureResult } from './settlement';
export { fixtureLiability, setMarketOdds, setMarketState, settlementPreview } from './trading';
