import { sql, type Kysely } from 'kysely';
import type { BetLeg, BetProcResponse } from '../../../shared/api/bets';
import type { DB } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { LedgerKind, vendorAccount } from '../ledger/service';
import type { SlipDbRow } from '../bets/repo';
import { toBetRow } from '../bets/view';
import type { NewSportsSlip } from './slipShape';
import { SPORTS_GROUP, SPORTS_LEDGER_VENDOR, SPORTS_VENDOR_CODE } from './vendor';
import type { MarketType, SportsPick } from '../../../shared/sports/markets';
import type { SportKey } from '../../../shared/sports/sports';

/** What never changes about a market once it exists: its type, line, fixture and sport. */
export interface MarketMeta {
  type: MarketType;
  line: number | null;
  fixtureId: number;
  sport: SportKey;
}

/** Markets whose facts a node remembers: a busy board's markets several times over. */
const MAX_MARKETS = 200_000;

/**
 * The markets' fixed facts, from memory (`cache`, the app's fast paths hold it) after the first read
 * (a market's type, line and fixture never change): the fast path judges conflicts and limits
 * without a statement.
 */
export async function marketMetas(
  db: Kysely<DB>,
  cache: Map<number, MarketMeta>,
  ids: readonly number[],
): Promise<ReadonlyMap<number, MarketMeta>> {
  // Facts that never change, of markets that come and go: the cache starts over rather than grow.
  if (cache.size >= MAX_MARKETS) cache.clear();
  const missing = [...new Set(ids.filter((id) => !cache.has(id)))];
  if (missing.length) {
    const rows = await db
      .selectFrom('sports_markets as m')
      .innerJoin('sports_fixtures as f', 'f.id', 'm.fixture_id')
      .select(['m.id', 'm.type', 'm.line', 'm.fixture_id', 'f.sport'])
      .where('m.id', 'in', missing)
      .execute();
    for (const r of rows)
      cache.set(Number(r.id), { type: r.type, line: r.line, fixtureId: Number(r.fixture_id), sport: r.sport });
  }
  return cache;
}

/**
 * A slip judged for the fast statement: each leg judged pre-match or in play (`live`); a slip with
 * a leg in play carries the accept_at and accept_mode its bet delay gives it (slips.ts, by
 * betDelayS), and the statement writes it PENDING with them; a pre-match slip (accept_at null) BET.
 */
export interface FastCall {
  slip: NewSportsSlip;
  legs: { marketId: number; pick: SportsPick; odds: number; live: boolean }[];
}

interface Placed {
  bet_id: number;
  txn_id: number;
  cash_after: number;
  point: number;
}

/**
 * The slips of a batch (one per member) placed by ONE statement (sports/sql/sports_fast_slips.sql):
 * each call's placed slip, or undefined when it must be judged on the full path, having changed
 * nothing. The ledger row is the one betStake writes (ledger/gameMoney.ts betStakePosting): same
 * key, kind, postings and request hash.
 */
export async function placeSportsBatch(db: Kysely<DB>, batch: FastCall[]): Promise<(Placed | undefined)[]> {
  const slips = batch.map((c) => c.slip);
  const legs = batch.flatMap((c, i) => c.legs.map((l) => ({ ...l, call: i + 1 })));
  const { rows } = await sql<Placed & { call_no: number }>`
      select * from sports_fast_slips(
        ${slips.map((s) => s.site_id)}::text[], ${slips.map((s) => s.member_id)}::bigint[], ${slips.map((s) => s.created_at.toISOString())}::timestamptz[],
        ${slips.map((s) => s.idempotency_key)}::text[], ${slips.map((s) => s.stake)}::bigint[], ${slips.map((s) => s.odds)}::int[],
        ${slips.map((s) => s.potential_payout)}::bigint[], ${slips.map((s) => s.game_code)}::text[], ${slips.map((s) => s.round_id)}::text[],
        ${slips.map((s) => JSON.stringify(s.detail))}::jsonb[], ${slips.map((s) => s.accept_at?.toISOString() ?? null)}::timestamptz[],
        ${slips.map((s) => s.accept_mode)}::text[],
        ${legs.map((l) => l.call)}::int[], ${legs.map((l) => l.marketId)}::bigint[], ${legs.map((l) => l.pick)}::text[], ${legs.map((l) => l.odds)}::int[],
        ${legs.map((l) => l.live)}::boolean[],
        ${SPORTS_GROUP}, ${SPORTS_VENDOR_CODE}, ${vendorAccount(SPORTS_LEDGER_VENDOR.group, SPORTS_LEDGER_VENDOR.procId)}, ${LedgerKind.BetStake})`.execute(
    db,
  );
  const placed = new Map(rows.map((r) => [r.call_no, r]));
  return batch.map((_, i) => {
    const own = placed.get(i + 1);
    return (
      own && {
        bet_id: Number(own.bet_id),
        txn_id: Number(own.txn_id),
        cash_after: Number(own.cash_after),
        point: Number(own.point),
      }
    );
  });
}

/**
 * The fast attempt of a sports slip, judged already (slips.ts): shares its statement with the calls
 * that arrive beside it. Answers the placed slip, or undefined when the call must be judged on the
 * full path, having changed nothing.
 */
export async function fastSportsSlip(
  deps: Pick<AppDeps, 'bus'>,
  place: (call: FastCall) => Promise<Placed | undefined>,
  slip: NewSportsSlip,
  legs: FastCall['legs'],
  meta: ReadonlyMap<number, MarketMeta>,
): Promise<BetProcResponse | undefined> {
  const placed = await place({ slip, legs });
  if (!placed) return undefined;
  deps.bus.publish({ type: 'cash', memberId: slip.member_id, cash: placed.cash_after, point: placed.point });
  const row: SlipDbRow = {
    ...slip,
    id: placed.bet_id,
    payout: 0,
    status: slip.accept_at ? 'PENDING' : 'BET',
    stake_txn_id: placed.txn_id,
    balance_before: placed.cash_after + slip.stake,
    balance_after: placed.cash_after,
  };
  const betLegs: BetLeg[] = legs.map((l, i) => {
    const m = meta.get(l.marketId)!;
    return {
      legNo: i + 1,
      eventRef: String(m.fixtureId),
      market: m.type,
      pick: l.pick,
      odds: l.odds,
      line: m.line,
      outcome: 'PENDING',
      settledAt: null,
    };
  });
  return { bets: [toBetRow(row, betLegs)], cashAmt: placed.cash_after };
}
