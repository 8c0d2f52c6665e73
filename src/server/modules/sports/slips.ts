import type { BetProcResponse } from '../../../shared/api/bets';
import type { SportsBetProcRequest, SportsLegNow } from '../../../shared/api/sports';
import { conflictMessageKey, findConflict, type ConflictLeg } from '../../../shared/sports/conflicts';
import { isPickOf } from '../../../shared/sports/markets';
import { riskMaxRefusal } from '../../../shared/sports/risk';
import { betDelayS, oddsUnderMode } from '../../../shared/sports/acceptance';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import type { FastPaths } from '../../fastPaths';
import type { SiteContext } from '../site/siteContext';
import { AppError } from '../../http/appError';
import type { ApiRequest } from '../../http/route';
import type { MemberAuth } from '../identity/authContext';
import { idempotencyKeyOf } from '../ledger/idempotency';
import { betStake } from '../ledger/gameMoney';
import { inMoneyTransaction, type MoneyTx } from '../ledger/service';
import { betBarRefusal, stakeLimitsRefusal, stakeStanding, throwIfRefused } from '../responsible/guard';
import { insertLegs, insertSlip, lockMember, recordStake, slipsByKeys } from '../bets/repo';
import { levelLimits, type LevelLimits } from '../bets/levels';
import { legsBySlip, toBetRow } from '../bets/view';
import { sportsRules, type SportsSiteRules } from './rules';
import { legMarkets, memberHasSettlingSlips, type LegMarket } from './slipRepo';
import { SPORTS_GROUP, SPORTS_LEDGER_VENDOR } from './vendor';
import { newSportsSlip, type SlipFigures } from './slipShape';
import { slipFigures } from './slipFigures';
import { fastSportsSlip, marketMetas } from './fastSlip';
import { advanceWagering } from '../bonuses/wagering';
import { riskProfileOf, stakedSoFar } from './riskRepo';
import { suspendOverCap } from './liabilityCap';

/** Fixtures in play a node remembers for its fast attempt (FastPaths.sportsLiveFixtures): far above a busy day's. */
const MAX_LIVE_HINTS = 5_000;

interface PricedLeg {
  market: LegMarket;
  odds: number;
}

const legNow = (m: LegMarket): SportsLegNow => ({
  marketId: m.market_id,
  pick: m.pick,
  odds: m.odds,
  marketState: m.market_state,
  fixtureState: m.fixture_state,
});

/** A fixture on the board: before kick-off, or in play (docs/domains/sportsbook.md#bet-delay-in-play). */
const onBoard = (m: LegMarket, now: Date): boolean =>
  m.fixture_state === 'live' ||
  (['open', 'suspended'].includes(m.fixture_state) && m.starts_at.getTime() > now.getTime());

/** A market taking slips: open, on an open fixture or a live one without a bet stop. */
const taking = (m: LegMarket): boolean =>
  m.market_state === 'open' && (m.fixture_state === 'open' || (m.fixture_state === 'live' && !m.live_stopped));

/**
 * Each leg against its market as it stands now. A fixture off the board (kicked off and not in
 * play, postponed or cancelled) refuses the slip with B7004, a market not open or under a bet stop
 * B7003, odds that moved B7002 unless the member's accept mode takes them (`acceptOddsChange`:
 * any); each refusal carries every leg's current odds and states.
 */
function priceLegs(body: SportsBetProcRequest, markets: readonly LegMarket[], now: Date): PricedLeg[] {
  const byKey = new Map(markets.map((m) => [`${m.market_id}:${m.pick}`, m]));
  const found = body.legs.map((l) => byKey.get(`${l.marketId}:${l.pick}`));
  if (found.some((m) => !m || m.odds === null)) throw new AppError(ResultCode.InvalidRequest, { fields: ['legs'] });
  const legs = found as LegMarket[];
  const data = { legs: legs.map(legNow) };
  if (legs.some((m) => !onBoard(m, now))) throw new AppError(ResultCode.SportsFixtureStarted, data);
  if (legs.some((m) => !taking(m))) throw new AppError(ResultCode.SportsMarketSuspended, data);
  const taken = oddsUnderMode(
    body.acceptOddsChange ? 'any' : body.acceptMode,
    body.legs.map((l) => l.odds),
    legs.map((m) => m.odds!),
  );
  if (!taken) throw new AppError(ResultCode.SportsOddsChanged, data);
  return legs.map((m) => ({ market: m, odds: m.odds! }));
}

/**
 * §5 conflicts, the number of legs and the §8 limits, the maximum stakes scaled by the member's
 * stake factor (docs/domains/sportsbook.md#risk; the fast path judges members without a profile
 * only, at 100%); answers the slip's figures with the payout terms they were worked out under,
 * which the slip keeps (docs/domains/sportsbook.md#payout-terms).
 */
function judgeSlip(
  rules: SportsSiteRules,
  legs: readonly (ConflictLeg & { odds: number })[],
  stake: number,
  level: LevelLimits | undefined,
  stakeFactorPct = 100,
): SlipFigures {
  if (legs.length > rules.maxLegs) throw new AppError(ResultCode.SportsTooManyLegs, { max: rules.maxLegs });
  const conflict = findConflict(legs, rules.refused);
  if (conflict?.kind === 'duplicate') throw new AppError(ResultCode.BetDuplicate, { marketId: conflict.marketId });
  if (conflict)
    throw new AppError(ResultCode.SportsConflict, {
      fixtureId: conflict.fixtureId,
      rule: conflict.rule,
      messageKey: conflictMessageKey(conflict.rule),
    });
  const { figures, refusal } = slipFigures(
    rules,
    legs.map((l) => l.odds),
    stake,
    level,
    stakeFactorPct,
  );
  if (refusal) throw new AppError(refusal.code, refusal.params);
  return figures;
}

const asConflictLegs = (legs: readonly PricedLeg[]) =>
  legs.map((l) => ({
    fixtureId: l.market.fixture_id,
    marketId: l.market.market_id,
    type: l.market.type,
    pick: l.market.pick,
    odds: l.odds,
  }));

/** The slip an earlier call with this key placed, answered as it stands; E004 when that call was another slip. */
async function replayOf(
  m: MoneyTx,
  siteId: string,
  key: string,
  body: SportsBetProcRequest,
): Promise<BetProcResponse | undefined> {
  const { slips, legs } = await slipsByKeys(m.trx, siteId, [key]);
  const slip = slips[0];
  if (!slip) return undefined;
  const same =
    slip.game_group === SPORTS_GROUP &&
    slip.stake === body.amount &&
    legs.length === body.legs.length &&
    legs.every((l, i) => l.market_id === body.legs[i]!.marketId && l.pick === body.legs[i]!.pick);
  if (!same) throw new AppError(ResultCode.IdempotencyKeyReused);
  return { bets: [toBetRow(slip, legsBySlip(legs).get(slip.id) ?? [])], cashAmt: slip.balance_after ?? 0 };
}

/** A sports betProc body as both paths judge it: the site's slip rules and the level limits with it. */
export async function sportsSlipCall(
  deps: Pick<AppDeps, 'db' | 'sites'>,
  site: Pick<SiteContext, 'site' | 'options'>,
  memberId: number,
  body: SportsBetProcRequest,
  idempotencyKey: string | undefined,
): Promise<SportsSlipCall> {
  const siteId = site.site.id;
  const key = idempotencyKey ? `sports:${memberId}:${idempotencyKey}` : null;
  return { siteId, memberId, key, body, rules: sportsRules(site.options), levels: await levelLimits(deps, siteId) };
}

/**
 * /api/bet/betProc with gameType sports: one slip of one or more legs. The fast attempt places the
 * common case; anything else is judged on the full path, in ONE money transaction: the member row
 * locked (one member's slips are judged one after the other, so parallel slips never spend the same
 * cash twice), a replay of the Idempotency-Key answered, the legs priced against the markets as
 * they stand, conflicts and limits judged, the stake debited through the ledger
 * (bet:stake:<slipId>), the slip and its legs written, the member's wagering advanced
 * (bonuses/wagering.ts). A slip with a leg in play is written PENDING until its bet delay is over
 * (acceptance.ts), by either path.
 */
export async function placeSportsSlip(
  req: ApiRequest<SportsBetProcRequest>,
  auth: MemberAuth,
): Promise<BetProcResponse> {
  const { deps } = req;
  const call = await sportsSlipCall(deps, req.site, auth.member.id, req.body, idempotencyKeyOf(req));
  const fast = deps.fastPaths && (await fastSportsAttempt(deps, deps.fastPaths, call, auth.member.level));
  const placed =
    fast || (await inMoneyTransaction(deps, (m) => placeJudged(deps, m, call, deps.fastPaths?.sportsLiveFixtures)));
  // The liability cap, after either path placed the slip (docs/domains/sportsbook.md#liability-cap).
  // The slip stands whatever happens here: a fault is logged, and the next slip weighs the market again.
  await suspendOverCap(
    deps,
    call.siteId,
    req.site.options,
    call.body.legs.map((l) => l.marketId),
  ).catch((err: unknown) => req.log.error({ err }, 'liability cap not weighed'));
  return placed;
}

/**
 * The fast attempt (fastSlip.ts, docs/architecture/fast-paths.md): the legs, conflicts and limits
 * judged by judgeSlip as on the full path, on the odds the member saw and the markets' fixed facts
 * held in memory. A leg on a fixture the full path last found in play (`sportsLiveFixtures`) is
 * judged in play, and the slip then given its bet delay by betDelayS, as on the full path (the
 * risk profile's delay is not needed: a member with a profile is the full path's). The batch's
 * statement re-checks under its locks only what can change: each market still open at those odds,
 * each fixture as judged (open before kick-off, or live without a bet stop), the settling lock,
 * the member's standing (the shared member_stake_bars) and the cash. Anything it cannot place — a
 * refusal of any kind, a replay, a member with limits or a profile, a fixture not as judged — is
 * judged on the full path, which answers every refusal in its order.
 */
export async function fastSportsAttempt(
  deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>,
  fast: Pick<FastPaths, 'sportsSlips' | 'sportsMarkets' | 'sportsLiveFixtures'>,
  call: SportsSlipCall,
  level: number,
): Promise<BetProcResponse | undefined> {
  const meta = await marketMetas(
    deps.db,
    fast.sportsMarkets,
    call.body.legs.map((l) => l.marketId),
  );
  const legs = call.body.legs.map((l) => ({ leg: l, m: meta.get(l.marketId) }));
  if (legs.some(({ leg, m }) => !m || !isPickOf(m.type, leg.pick))) return undefined;
  let figures: SlipFigures;
  try {
    figures = judgeSlip(
      call.rules,
      legs.map(({ leg, m }) => ({
        fixtureId: m!.fixtureId,
        marketId: leg.marketId,
        type: m!.type,
        pick: leg.pick,
        odds: leg.odds,
      })),
      call.body.amount,
      call.levels.get(level),
    );
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
  const first = meta.get(call.body.legs[0]!.marketId)!;
  const now = deps.clock.now();
  const judged = legs.map(({ leg, m }) => ({ ...leg, live: fast.sportsLiveFixtures.has(m!.fixtureId) }));
  const liveSports = legs.filter((_, i) => judged[i]!.live).map(({ m }) => m!.sport);
  const delayS = liveSports.length > 0 ? betDelayS(liveSports, call.rules.liveDelay, null) : null;
  const slip = {
    ...newSportsSlip({
      siteId: call.siteId,
      memberId: call.memberId,
      key: call.key,
      amount: call.body.amount,
      now,
      first: { sport: first.sport, fixtureId: first.fixtureId },
      legCount: legs.length,
      figures,
    }),
    ...(delayS !== null && { accept_at: new Date(now.getTime() + delayS * 1000), accept_mode: call.body.acceptMode }),
  };
  return fastSportsSlip(deps, fast.sportsSlips, slip, judged, meta);
}

interface SportsSlipCall {
  siteId: string;
  memberId: number;
  key: string | null;
  body: SportsBetProcRequest;
  rules: SportsSiteRules;
  levels: ReadonlyMap<number, LevelLimits>;
}

async function placeJudged(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  m: MoneyTx,
  call: SportsSlipCall,
  liveFixtures?: Set<number>,
): Promise<BetProcResponse> {
  const now = deps.clock.now();
  const member = await lockMember(m.trx, call.memberId);
  const standing = await stakeStanding(m.trx, call.memberId, now);
  const barred = betBarRefusal(standing);
  if (!member || barred) throw barred ?? new AppError(ResultCode.NoBetRight);
  const replay = call.key && (await replayOf(m, call.siteId, call.key, call.body));
  if (replay) return replay;
  // The member's risk profile (docs/domains/sportsbook.md#risk), read under the member's lock: a
  // stake factor of 0 closes the sportsbook to the member.
  const risk = await riskProfileOf(m.trx, member.id);
  if (risk.stakeFactorPct === 0) throw new AppError(ResultCode.SportsClosedForMember);
  const markets = await legMarkets(m.trx, call.siteId, call.body.legs);
  // What the fast attempt judges the next slip on these fixtures by (fastSportsAttempt).
  for (const mk of markets)
    if (mk.fixture_state !== 'live') liveFixtures?.delete(mk.fixture_id);
    else if (liveFixtures) {
      // A hint, so it starts over rather than grow with every fixture this node ever saw in play.
      if (liveFixtures.size >= MAX_LIVE_HINTS) liveFixtures.clear();
      liveFixtures.add(mk.fixture_id);
    }
  const legs = priceLegs(call.body, markets, now);
  const conflictLegs = asConflictLegs(legs);
  const figures = judgeSlip(
    call.rules,
    conflictLegs,
    call.body.amount,
    call.levels.get(member.level),
    risk.stakeFactorPct,
  );
  if (risk.fixtureMax !== null || risk.marketMax !== null) {
    const staked = await stakedSoFar(
      m.trx,
      member.id,
      conflictLegs.map((l) => l.fixtureId),
      conflictLegs.map((l) => l.marketId),
    );
    const maxed = riskMaxRefusal(risk, call.body.amount, conflictLegs, staked);
    if (maxed) throw new AppError(maxed.code, maxed.params);
  }
  // §8 B9999: a slip of the member waits on a fixture whose settlement is under way.
  if (await memberHasSettlingSlips(m.trx, member.id)) throw new AppError(ResultCode.EarlierBetsSettling);
  throwIfRefused(
    await stakeLimitsRefusal(m.trx, member.id, standing, call.body.amount, {
      now,
      tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES,
    }),
  );

  // In play (docs/domains/sportsbook.md#bet-delay-in-play): a slip with a live leg is held, its
  // stake taken, for its bet delay, then accepted or refused by the acceptance job (acceptance.ts).
  const liveSports = legs.filter((l) => l.market.fixture_state === 'live').map((l) => l.market.sport);
  const delayS = liveSports.length > 0 ? betDelayS(liveSports, call.rules.liveDelay, risk.liveDelayS) : null;
  const first = legs[0]!.market;
  const slip = newSportsSlip({
    siteId: call.siteId,
    memberId: member.id,
    key: call.key,
    amount: call.body.amount,
    now,
    first: { sport: first.sport, fixtureId: first.fixture_id },
    legCount: legs.length,
    figures,
  });
  const { id, created_at } = await insertSlip(m.trx, {
    ...slip,
    ...(delayS !== null && {
      status: 'PENDING' as const,
      accept_at: new Date(now.getTime() + delayS * 1000),
      accept_mode: call.body.acceptMode,
    }),
    detail: JSON.stringify(slip.detail),
    stake_txn_id: null,
    balance_before: null,
    balance_after: null,
  });
  const posted = await betStake(m, {
    siteId: call.siteId,
    memberId: member.id,
    vendor: SPORTS_LEDGER_VENDOR,
    betId: id,
    amount: call.body.amount,
  });
  const cashAmt = posted.balances.get(member.id)?.cash ?? 0;
  const [row, legRows] = await Promise.all([
    recordStake(m.trx, id, posted.transactionId, cashAmt + call.body.amount, cashAmt),
    insertLegs(
      m.trx,
      legs.map((l, i) => ({
        bet_id: id,
        leg_no: i + 1,
        event_ref: String(l.market.fixture_id),
        market: l.market.type,
        pick: l.market.pick,
        odds: l.odds,
        line: l.market.line,
        fixture_id: l.market.fixture_id,
        market_id: l.market.market_id,
        created_at,
      })),
    ),
  ]);
  await advanceWagering(m.trx, [id], now);
  return { bets: [toBetRow(row, legsBySlip(legRows).get(id) ?? [])], cashAmt };
}
