import type { GameNames } from '../../../shared/api/games';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { LegOutcome, SlipStatus } from '../../../shared/bets/slip';
import type { DB } from '../../db/schema';
import type { BetLegsTable, BetsTable } from './tables';

type Db = Kysely<DB> | Transaction<DB>;
export type SlipDbRow = Selectable<BetsTable>;
export type LegDbRow = Selectable<BetLegsTable>;
export type NewLeg = Insertable<BetLegsTable>;

/** A slip's id and its month: its legs carry both (a leg's created_at is its slip's, migration 3500). */
export type SlipKey = Pick<SlipDbRow, 'id' | 'created_at'>;

/**
 * A slip row; its legs follow through insertLegs (one statement for every slip of a call). Its time
 * is named, never the column's default: now() there has microseconds that a Date handed back to
 * the legs would lose, and a leg's created_at must equal its slip's.
 */
export const insertSlip = (trx: Transaction<DB>, slip: Insertable<BetsTable> & SlipTime): Promise<SlipKey> =>
  trx.insertInto('bets').values(slip).returning(['id', 'created_at']).executeTakeFirstOrThrow();
type SlipTime = Pick<SlipDbRow, 'created_at'>;

export const insertLegs = async (trx: Transaction<DB>, legs: readonly NewLeg[]): Promise<LegDbRow[]> =>
  legs.length === 0
    ? []
    : trx
        .insertInto('bet_legs')
        .values([...legs])
        .returningAll()
        .execute();

export const recordStake = (trx: Transaction<DB>, id: number, stakeTxnId: number, before: number, after: number) =>
  trx
    .updateTable('bets')
    .set({ stake_txn_id: stakeTxnId, balance_before: before, balance_after: after })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * The legs of some slips, in slip and leg order. The slips' times bound the read to their months of
 * bet_legs (a leg's created_at is its slip's), so it probes those partitions' indexes, not every
 * one. A Date holds milliseconds where the column may hold microseconds (a bulk load, a month read
 * back from its archive): the bounds keep a millisecond's slack each side.
 */
export function legsOf(db: Db, slips: readonly SlipKey[]): Promise<LegDbRow[]> {
  if (slips.length === 0) return Promise.resolve([]);
  const times = slips.map((s) => s.created_at.getTime());
  return db
    .selectFrom('bet_legs')
    .selectAll()
    .where(
      'bet_id',
      'in',
      slips.map((s) => s.id),
    )
    .where('created_at', '>=', new Date(Math.min(...times) - 1))
    .where('created_at', '<', new Date(Math.max(...times) + 1))
    .orderBy('bet_id')
    .orderBy('leg_no')
    .execute();
}

export const slipsOfRound = (db: Db, memberId: number, gameCode: string, roundId: string) =>
  db
    .selectFrom('bets')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('game_code', '=', gameCode)
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();

/** Serialises one member's bets: the house rules read, then write, the member's open bets. */
export const lockMember = (trx: Transaction<DB>, memberId: number) =>
  trx.selectFrom('members').select(['id', 'level']).where('id', '=', memberId).forUpdate().executeTakeFirst();

/** The stake and win limits of every level of the site (§5 B6001–B6003). */
export const siteLevelLimits = (db: Db, siteId: string) =>
  db.selectFrom('levels').select(['level', 'bet_min', 'bet_max', 'win_max']).where('site_id', '=', siteId).execute();

/** The slips a betProc call with these keys placed (its Idempotency-Key and each slip's place), with their legs. */
export async function slipsByKeys(
  trx: Transaction<DB>,
  siteId: string,
  keys: readonly string[],
): Promise<{ slips: SlipDbRow[]; legs: LegDbRow[] }> {
  // The names are claimed in bet_keys (migration 3500), whose row names the slip's month.
  const slips = await trx
    .selectFrom('bet_keys as k')
    .innerJoin('bets as b', (j) => j.onRef('b.id', '=', 'k.id').onRef('b.created_at', '=', 'k.created_at'))
    .selectAll('b')
    .where('k.site_id', '=', siteId)
    .where('k.idempotency_key', 'in', [...keys])
    .orderBy('b.id')
    .execute();
  return {
    slips,
    legs: await legsOf(trx, slips),
  };
}

export interface BetListFilter {
  memberId: number;
  gameGroup?: string;
  gameCode?: string;
  vendorCode?: string;
  from?: Date;
  to?: Date;
  settledOnly: boolean;
  limit: number;
  offset: number;
}

export async function listSlips(db: Db, f: BetListFilter): Promise<{ rows: SlipDbRow[]; total: number }> {
  let q = db.selectFrom('bets').where('member_id', '=', f.memberId);
  if (f.gameGroup) q = q.where('game_group', '=', f.gameGroup);
  if (f.gameCode) q = q.where('game_code', '=', f.gameCode);
  if (f.vendorCode) q = q.where('vendor_code', '=', f.vendorCode);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<=', f.to);
  if (f.settledOnly) q = q.where('status', '<>', 'BET');
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export const findMemberSlip = (db: Db, memberId: number, id: number) =>
  db.selectFrom('bets').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();

export interface OpenSlip {
  id: number;
  site_id: string;
  member_id: number;
  stake: number;
  outcomes: LegOutcome[];
  odds: number[];
}

/** Open slips among `slipIds`, each with its legs' outcomes and odds in leg order. */
export async function openSlipsWithLegs(trx: Transaction<DB>, slipIds: readonly number[]): Promise<OpenSlip[]> {
  if (slipIds.length === 0) return [];
  const { rows } = await sql<OpenSlip>`
    select b.id, b.site_id, b.member_id, b.stake, array_agg(l.outcome order by l.leg_no) as outcomes, array_agg(l.odds order by l.leg_no) as odds
    from bets b join bet_legs l on l.bet_id = b.id and l.created_at = b.created_at
    where b.id = any(${[...slipIds]}::bigint[]) and b.status = 'BET'
    group by b.id, b.site_id, b.member_id, b.stake`.execute(trx);
  return rows;
}

export interface SettledSlip {
  id: number;
  site_id: string;
  member_id: number;
  stake: number;
  payout: number;
  status: SlipStatus;
}

/** A slip's result, worked out by the shared arithmetic; the payout's ledger transaction when already posted. */
export interface SlipResult {
  id: number;
  status: SlipStatus;
  payout: number;
  payoutTxnId?: number | null;
}

/**
 * Writes the result of settled slips in one statement (with the payout transaction when the
 * caller posted it first: one write per slip). A slip no longer open (another settlement got there
 * first) is left alone and not returned, so nothing is paid twice.
 */
export async function recordSlipResults(
  trx: Transaction<DB>,
  results: readonly SlipResult[],
  now: Date,
): Promise<SettledSlip[]> {
  if (results.length === 0) return [];
  const { rows } = await sql<SettledSlip>`
    update bets b set status = v.status, payout = v.payout, settled_at = ${now}, payout_txn_id = coalesce(v.txn, b.payout_txn_id)
    from unnest(${results.map((r) => r.id)}::bigint[], ${results.map((r) => r.status)}::text[], ${results.map((r) => r.payout)}::bigint[],
      ${results.map((r) => r.payoutTxnId ?? null)}::bigint[]) as v(id, status, payout, txn)
    where b.id = v.id and b.status = 'BET'
    returning b.id, b.site_id, b.member_id, b.stake, b.payout, b.status`.execute(trx);
  return rows;
}

/** `group:procId:code` of a slip's game in the catalogue (the games table). */
export const catalogueKey = (s: Pick<SlipDbRow, 'game_group' | 'vendor_code' | 'game_code'>): string =>
  `${s.game_group}:${s.vendor_code}:${s.game_code}`;

/** Catalogue names of the vendor games among these slips in every language they have, by catalogueKey (a minigame has none). */
export async function catalogueNames(
  db: Db,
  slips: readonly Pick<SlipDbRow, 'game_group' | 'vendor_code' | 'game_code'>[],
): Promise<Map<string, { name_KOR: string; name_ENG: string; names: GameNames }>> {
  const games = [
    ...new Map(slips.filter((s) => /^\d{1,9}$/.test(s.vendor_code)).map((s) => [catalogueKey(s), s])).values(),
  ];
  if (games.length === 0) return new Map();
  const { rows } = await sql<{
    group_code: string;
    proc_id: number;
    code: string;
    name_kor: string;
    name_eng: string;
    names: GameNames;
  }>`
    select g.group_code, g.proc_id, g.code, g.name_kor, g.name_eng, g.names
    from unnest(${games.map((g) => g.game_group)}::text[], ${games.map((g) => Number(g.vendor_code))}::int[], ${games.map((g) => g.game_code)}::text[]) as k(group_code, proc_id, code)
    join games g on g.group_code = k.group_code and g.proc_id = k.proc_id and g.code = k.code`.execute(db);
  return new Map(
    rows.map((r) => [
      `${r.group_code}:${r.proc_id}:${r.code}`,
      { name_KOR: r.name_kor, name_ENG: r.name_eng, names: r.names },
    ]),
  );
}
