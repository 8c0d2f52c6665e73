import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { DemoRoundStatus, DemoWallet, StoredLeg } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewRound {
  roundId: string;
  wallet: DemoWallet;
  playerId: string;
  gameId: string;
  token: string | null;
  legs: StoredLeg[];
  stake: number;
}

export const insertRound = (db: Db, r: NewRound) =>
  db
    .insertInto('demo_rounds')
    .values({
      round_id: r.roundId,
      wallet: r.wallet,
      player_id: r.playerId,
      game_id: r.gameId,
      token: r.token,
      legs: JSON.stringify(r.legs),
      stake: r.stake,
    })
    .execute();

export const findRound = (db: Db, roundId: string) =>
  db.selectFrom('demo_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();

/** Outcome known: the legs' payouts and the outcome, before any deposit is sent. */
export const markSettling = (
  trx: Transaction<DB>,
  roundId: string,
  legs: StoredLeg[],
  payout: number,
  outcome: object,
) =>
  trx
    .updateTable('demo_rounds')
    .set({ legs: JSON.stringify(legs), payout, outcome: JSON.stringify(outcome), status: 'SETTLING' })
    .where('round_id', '=', roundId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();

export const markStatus = (
  db: Db,
  roundId: string,
  from: DemoRoundStatus,
  to: DemoRoundStatus,
  reason: string | null = null,
) =>
  db
    .updateTable('demo_rounds')
    .set({ status: to, reason, settled_at: to === 'SETTLED' || to === 'CANCELLED' ? new Date() : null })
    .where('round_id', '=', roundId)
    .where('status', '=', from)
    .executeTakeFirst();

/** Rounds a crash or a lost answer left behind, oldest first. */
export const findStuckRounds = (db: Db, status: 'OPEN' | 'SETTLING', olderThan: Date, limit: number) =>
  db
    .selectFrom('demo_rounds')
    .selectAll()
    .where('status', '=', status)
    .where('wallet', '=', 'seamless')
    .where('created_at', '<', olderThan)
    .orderBy('created_at')
    .limit(limit)
    .execute();

/** The player's table row, created empty on first use and locked until the transaction ends. */
export async function lockTable(trx: Transaction<DB>, key: string): Promise<object | null> {
  await trx
    .insertInto('demo_tables')
    .values({ table_key: key, state: JSON.stringify({}) })
    .onConflict((oc) => oc.column('table_key').doNothing())
    .execute();
  const row = await trx
    .selectFrom('demo_tables')
    .select('state')
    .where('table_key', '=', key)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Object.keys(row.state).length > 0 ? row.state : null;
}

export const readTable = async (db: Db, key: string): Promise<object | null> =>
  (await db.selectFrom('demo_tables').select('state').where('table_key', '=', key).executeTakeFirst())?.state ?? null;

export const saveTable = (trx: Transaction<DB>, key: string, state: object) =>
  trx
    .updateTable('demo_tables')
    .set({ state: JSON.stringify(state), updated_at: sql`now()` })
    .where('table_key', '=', key)
    .execute();
