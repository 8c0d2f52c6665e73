import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { MemberRatesTable } from './tables';

type Db = Kysely<DB> | Transaction<DB>;
export type RateRow = Selectable<MemberRatesTable>;

export const ratesOfMember = (db: Db, memberId: number) =>
  db.selectFrom('member_rates').selectAll().where('member_id', '=', memberId).orderBy('game_group').execute();

/**
 * Locks the member rows a G010 check reads, in id order (a parent's id is always below its
 * children's, so this is also top-down): the given members, plus every direct child of
 * `childrenOf`. Two rate changes that read one another's rows then run one after the other.
 */
export async function lockMembers(trx: Transaction<DB>, ids: readonly number[], childrenOf?: number): Promise<void> {
  await trx
    .selectFrom('members')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', 'in', ids.length ? ids : [0]),
        ...(childrenOf === undefined ? [] : [eb('parent_id', '=', childrenOf)]),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Highest rolling and losing rate per group among a member's direct children (the floor of its own). */
export const childMaxima = (db: Db, memberId: number) =>
  db
    .selectFrom('member_rates as r')
    .innerJoin('members as c', 'c.id', 'r.member_id')
    .where('c.parent_id', '=', memberId)
    .groupBy('r.game_group')
    .select([
      'r.game_group',
      sql<number>`max(r.rolling_bp)`.as('rolling_bp'),
      sql<number>`max(r.losing_bp)`.as('losing_bp'),
    ])
    .execute();

export const upsertRate = (
  trx: Db,
  memberId: number,
  rate: { game_group: string; rolling_bp: number; losing_bp: number },
  now: Date,
) =>
  trx
    .insertInto('member_rates')
    .values({ member_id: memberId, ...rate, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'game_group'])
        .doUpdateSet({ rolling_bp: rate.rolling_bp, losing_bp: rate.losing_bp, updated_at: now }),
    )
    .execute();
