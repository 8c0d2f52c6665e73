import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { BetsTable } from './tables';

type Db = Kysely<DB> | Transaction<DB>;
export type BetDbRow = Selectable<BetsTable>;

export const insertBet = (trx: Transaction<DB>, row: Insertable<BetsTable>) =>
  trx.insertInto('bets').values(row).returning('id').executeTakeFirstOrThrow();

export const recordStake = (trx: Transaction<DB>, id: number, stakeTxnId: number, before: number, after: number) =>
  trx.updateTable('bets').set({ stake_txn_id: stakeTxnId, balance_before: before, balance_after: after }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** The member's open bets of one game: the current round's (house rules) and earlier ones (B9999). */
export const openBetsOfGame = (trx: Transaction<DB>, memberId: number, gameCode: string) =>
  trx
    .selectFrom('bets')
    .select(['round_id', 'market', 'pick'])
    .where('member_id', '=', memberId)
    .where('game_group', '=', 'minigame')
    .where('game_code', '=', gameCode)
    .where('status', '=', 'BET')
    .execute();

export const betsOfRound = (db: Db, memberId: number, gameCode: string, roundId: string) =>
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
  trx.selectFrom('members').select(['id', 'level', 'can_bet', 'locked']).where('id', '=', memberId).forUpdate().executeTakeFirst();

export const findLevel = (db: Db, siteId: string, level: number) =>
  db.selectFrom('levels').select(['bet_min', 'bet_max', 'win_max']).where('site_id', '=', siteId).where('level', '=', level).executeTakeFirst();

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

export async function listBets(db: Db, f: BetListFilter): Promise<{ rows: BetDbRow[]; total: number }> {
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

export const findMemberBet = (db: Db, memberId: number, id: number) =>
  db.selectFrom('bets').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
