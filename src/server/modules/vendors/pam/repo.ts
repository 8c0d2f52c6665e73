import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { PamKind, PamRoundsTable, PamTransactionsTable } from '../tables';

type Db = Kysely<DB> | Transaction<DB>;
export type PamTxRow = Selectable<PamTransactionsTable>;
export type PamRoundRow = Selectable<PamRoundsTable>;

/** The game session behind a player token (whether its member may stake is judged on the stake: responsible/guard.ts stakeStanding). */
export const findSession = (db: Db, tokenHash: string) =>
  db
    .selectFrom('game_sessions')
    .select([
      'id',
      'site_id',
      'member_id',
      'group_code',
      'proc_id',
      'provider',
      'game_id',
      'language',
      'expires_at',
      'ended_at',
      'end_reason',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
export type PamSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export const memberExists = async (db: Db, siteId: string, memberId: number): Promise<boolean> =>
  !!(await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', memberId)
    .where('site_id', '=', siteId)
    .executeTakeFirst());

export const cashBalance = async (db: Db, memberId: number): Promise<number | undefined> =>
  (
    await db
      .selectFrom('accounts')
      .select('balance')
      .where('member_id', '=', memberId)
      .where('asset', '=', 'cash')
      .executeTakeFirst()
  )?.balance ?? undefined;

/**
 * The round row, created by its first stake (or an early cancel), locked for the rest of the
 * transaction: every transaction of one round is judged one after the other.
 */
export async function lockRound(
  trx: Transaction<DB>,
  row: Insertable<PamRoundsTable>,
  create: boolean,
): Promise<PamRoundRow | undefined> {
  if (create) {
    return trx
      .insertInto('pam_rounds')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['site_id', 'provider', 'round_id']).doUpdateSet({ round_id: sql`excluded.round_id` }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return trx
    .selectFrom('pam_rounds')
    .selectAll()
    .where('site_id', '=', row.site_id)
    .where('provider', '=', row.provider)
    .where('round_id', '=', row.round_id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The member row held against a change of its key, before the stake's money moves: the slip a stake
 * opens references the member, and the check of that reference takes this lock anyway, but after the
 * accounts; a minigame or sports stake of the same member takes the member row before its accounts,
 * so taking it here first keeps one order (members, then accounts: DESIGN: Money) and no deadlock.
 */
export const holdMember = (trx: Transaction<DB>, memberId: number) =>
  trx.selectFrom('members').select('id').where('id', '=', memberId).forKeyShare().execute();

export const updateRound = (
  trx: Transaction<DB>,
  id: number,
  set: Partial<Pick<PamRoundRow, 'stake' | 'payout' | 'status' | 'ended_at' | 'bet_id'>>,
) => trx.updateTable('pam_rounds').set(set).where('id', '=', id).execute();

/** Every transaction of the provider that carries this transaction id or this bet reference: what one call is judged against. */
export function relatedTransactions(
  db: Db,
  siteId: string,
  provider: string,
  txId: string,
  betRef: string | null,
): Promise<PamTxRow[]> {
  return db
    .selectFrom('pam_transactions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('provider', '=', provider)
    .where((eb) =>
      betRef ? eb.or([eb('provider_tx_id', '=', txId), eb('bet_ref', '=', betRef)]) : eb('provider_tx_id', '=', txId),
    )
    .orderBy('id')
    .execute();
}

export const roundTransactions = (db: Db, siteId: string, provider: string, roundId: string) =>
  db
    .selectFrom('pam_transactions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('provider', '=', provider)
    .where('round_id', '=', roundId)
    .orderBy('id')
    .execute();

export const insertPamTx = async (trx: Transaction<DB>, row: Insertable<PamTransactionsTable>): Promise<PamTxRow> =>
  trx.insertInto('pam_transactions').values(row).returningAll().executeTakeFirstOrThrow();

export const markCancelled = (trx: Transaction<DB>, ids: readonly number[]) =>
  ids.length
    ? trx
        .updateTable('pam_transactions')
        .set({ cancelled: true })
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

export const linkEarlyCancel = (trx: Transaction<DB>, cancelId: number, withdrawId: number) =>
  trx.updateTable('pam_transactions').set({ cancels_id: withdrawId }).where('id', '=', cancelId).execute();

/** getTransactions: by bet reference (preferred) or transaction id, of one player and provider. */
export function lookupTransactions(
  db: Db,
  siteId: string,
  provider: string,
  memberId: number,
  by: { betRef?: string; txId?: string },
): Promise<PamTxRow[]> {
  let query = db
    .selectFrom('pam_transactions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('provider', '=', provider)
    .where('member_id', '=', memberId);
  query = by.betRef ? query.where('bet_ref', '=', by.betRef) : query.where('provider_tx_id', '=', by.txId!);
  return query.orderBy('id').execute();
}

export const findRound = (db: Db, siteId: string, provider: string, memberId: number, roundId: string) =>
  db
    .selectFrom('pam_rounds')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('provider', '=', provider)
    .where('member_id', '=', memberId)
    .where('round_id', '=', roundId)
    .executeTakeFirst();

export const gameName = async (db: Db, group: string, procId: number, code: string): Promise<string> =>
  (
    await db
      .selectFrom('games')
      .select('name_eng')
      .where('group_code', '=', group)
      .where('proc_id', '=', procId)
      .where('code', '=', code)
      .executeTakeFirst()
  )?.name_eng ?? code;

export type { PamKind };
