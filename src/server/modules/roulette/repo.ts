import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { seedHash } from '../../../shared/minigame/draw';
import type { DB } from '../../db/schema';
import type { SpinPrize } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

const newSeed = () => {
  const seed = randomBytes(32).toString('hex');
  return { seed, seed_hash: seedHash(seed) };
};

export const enabledPrizes = (db: Db, siteId: string) =>
  db
    .selectFrom('roulette_prizes')
    .select(['id', 'label', 'reward', 'amount', 'weight'])
    .where('site_id', '=', siteId)
    .where('enabled', '=', true)
    .orderBy('ord')
    .orderBy('id')
    .execute();

/** The member's committed next seed, made on first need (its hash is what the member sees before spinning). */
export async function ensureSeed(db: Db, siteId: string, memberId: number): Promise<void> {
  await db
    .insertInto('roulette_seeds')
    .values({ member_id: memberId, site_id: siteId, ...newSeed() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
}

export const readSeed = (db: Db, memberId: number) =>
  db
    .selectFrom('roulette_seeds')
    .select(['nonce', 'seed', 'seed_hash'])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();

/** Locks the member's seed row: it puts one member's spins in a line. */
export const lockSeed = (trx: Transaction<DB>, memberId: number) =>
  trx
    .selectFrom('roulette_seeds')
    .select(['nonce', 'seed', 'seed_hash'])
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();

/** After a spin the seed is spent: the next spin gets a fresh one, committed now. */
export async function rotateSeed(trx: Transaction<DB>, memberId: number, nonce: number) {
  const next = newSeed();
  await trx
    .updateTable('roulette_seeds')
    .set({ ...next, nonce: nonce + 1 })
    .where('member_id', '=', memberId)
    .execute();
  return { ...next, nonce: nonce + 1 };
}

export const firstUnspentTicket = (trx: Transaction<DB>, memberId: number) =>
  trx
    .selectFrom('roulette_tickets')
    .select('id')
    .where('member_id', '=', memberId)
    .where('spin_id', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

export async function unspentCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('roulette_tickets')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('member_id', '=', memberId)
    .where('spin_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface NewSpin {
  site_id: string;
  member_id: number;
  ticket_id: number;
  spin_key: string;
  seed: string;
  seed_hash: string;
  prizes: SpinPrize[];
  prize_index: number;
  reward: string;
  amount: number;
}

export async function insertSpin(trx: Transaction<DB>, s: NewSpin) {
  const spin = await trx
    .insertInto('roulette_spins')
    .values({ ...s, prizes: JSON.stringify(s.prizes) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.updateTable('roulette_tickets').set({ spin_id: spin.id }).where('id', '=', s.ticket_id).execute();
  return spin;
}

export const setSpinTxn = (trx: Transaction<DB>, spinId: number, txnId: number) =>
  trx.updateTable('roulette_spins').set({ txn_id: txnId }).where('id', '=', spinId).execute();

export const recentSpins = (db: Db, memberId: number, limit: number) =>
  db
    .selectFrom('roulette_spins')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
export type SpinRow = Awaited<ReturnType<typeof recentSpins>>[number];
