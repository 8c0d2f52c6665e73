import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { LimitKind } from '../../../shared/responsible/periods';
import type { PeriodWindow } from '../../../shared/responsible/periods';
import { inScope, type Scope } from '../../http/officeScope';
import type { MemberExclusionsTable, MemberLimitsTable } from './tables';
import { UNPLAYED_STATUSES } from '../../../shared/bets/slip';

type Db = Kysely<DB> | Transaction<DB>;
export type LimitDbRow = Selectable<MemberLimitsTable>;
export type ExclusionDbRow = Selectable<MemberExclusionsTable>;

export const limitRows = (db: Db, memberId: number) =>
  db
    .selectFrom('member_limits')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('kind')
    .orderBy('period')
    .orderBy('source')
    .execute();

/**
 * The member's limit rows of these kinds, locked in one fixed order (kind, period, source), so
 * parallel stakes of one member are judged one after the other and together never pass a limit.
 */
export const lockLimitRows = (trx: Transaction<DB>, memberId: number, kinds: readonly LimitKind[]) =>
  trx
    .selectFrom('member_limits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', 'in', kinds)
    .orderBy('kind')
    .orderBy('period')
    .orderBy('source')
    .forUpdate()
    .execute();

export const upsertLimit = (trx: Transaction<DB>, row: Omit<LimitDbRow, 'updated_at'>, now: Date) =>
  trx
    .insertInto('member_limits')
    .values({ ...row, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['member_id', 'kind', 'period', 'source']).doUpdateSet({
        amount: row.amount,
        pending_amount: row.pending_amount,
        pending_from: row.pending_from,
        updated_at: now,
      }),
    )
    .execute();

export const deleteLimit = (trx: Transaction<DB>, row: Pick<LimitDbRow, 'member_id' | 'kind' | 'period' | 'source'>) =>
  trx
    .deleteFrom('member_limits')
    .where('member_id', '=', row.member_id)
    .where('kind', '=', row.kind)
    .where('period', '=', row.period)
    .where('source', '=', row.source)
    .execute();

/** What responsible/sql/member_stake_bars.sql answers for one call. */
interface StakeBarRow {
  bar: string | null;
  exclusion_kind: ExclusionDbRow['kind'] | null;
  exclusion_ends: Date | null;
  limited: boolean;
}

/** member_stake_bars for one member at `now`, staking in a group opened by `flag` (casino, slot; null: none). */
export const stakeBarOf = async (db: Db, memberId: number, now: Date, flag: string | null): Promise<StakeBarRow> =>
  (
    await sql<StakeBarRow>`select bar, exclusion_kind, exclusion_ends, limited
      from member_stake_bars(array[${memberId}]::bigint[], array[${now.toISOString()}]::timestamptz[], array[${flag}]::text[])`.execute(
      db,
    )
  ).rows[0]!;

/** The exclusion in force at `now` that ends last, if any. */
export const activeExclusion = (db: Db, memberId: number, now: Date) =>
  db
    .selectFrom('member_exclusions')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const exclusionsOf = (db: Db, memberId: number) =>
  db
    .selectFrom('member_exclusions')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('starts_at', 'desc')
    .execute();

export const insertExclusion = (
  trx: Transaction<DB>,
  row: Pick<ExclusionDbRow, 'member_id' | 'kind' | 'starts_at' | 'ends_at'>,
) => trx.insertInto('member_exclusions').values(row).returningAll().executeTakeFirstOrThrow();

const total = (row: { total: string | number | null } | undefined) => Number(row?.total ?? 0);

/** Won asked for in deposit requests of the window, refused or cancelled ones aside (§3 status -1). */
export const depositsIn = async (db: Db, memberId: number, w: PeriodWindow) =>
  total(
    await db
      .selectFrom('cash_requests')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('member_id', '=', memberId)
      .where('kind', '=', 'in')
      .where('status', '<>', -1)
      .where('created_at', '>=', w.from)
      .where('created_at', '<', w.to)
      .executeTakeFirst(),
  );

/** Stakes placed in the window, and their net loss (an open stake counts as lost until it pays). */
export async function stakesIn(db: Db, memberId: number, w: PeriodWindow): Promise<{ stake: number; loss: number }> {
  const row = await db
    .selectFrom('bets')
    .select([
      sql<string>`coalesce(sum(stake), 0)`.as('stake'),
      sql<string>`coalesce(sum(stake - payout), 0)`.as('loss'),
    ])
    .where('member_id', '=', memberId)
    .where('status', 'not in', UNPLAYED_STATUSES)
    .where('created_at', '>=', w.from)
    .where('created_at', '<', w.to)
    .executeTakeFirst();
  return { stake: Number(row?.stake ?? 0), loss: Math.max(0, Number(row?.loss ?? 0)) };
}

/** Minutes signed in during the window, over every session of the member (a live one up to `now`). */
export async function minutesSignedIn(db: Db, memberId: number, w: PeriodWindow, now: Date): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select(
      sql<string>`coalesce(sum(extract(epoch from (least(coalesce(ended_at, ${now}), expires_at, ${now}, ${w.to}) - greatest(created_at, ${w.from})))), 0)`.as(
        'total',
      ),
    )
    .where('member_id', '=', memberId)
    .where('created_at', '<', w.to)
    .where(sql<boolean>`least(coalesce(ended_at, ${now}), expires_at, ${now}) > ${w.from}`)
    .executeTakeFirst();
  return Math.floor(Math.max(0, Number(row?.total ?? 0)) / 60);
}

/** Net result (payouts minus stakes) of the bets placed since `since`. */
export const netSince = async (db: Db, memberId: number, since: Date) =>
  total(
    await db
      .selectFrom('bets')
      .select(sql<string>`coalesce(sum(payout - stake), 0)`.as('total'))
      .where('member_id', '=', memberId)
      .where('status', 'not in', UNPLAYED_STATUSES)
      .where('created_at', '>=', since)
      .executeTakeFirst(),
  );

export const realityCheckOf = async (db: Db, memberId: number) =>
  (
    await db
      .selectFrom('member_rg_settings')
      .select('reality_check_minutes')
      .where('member_id', '=', memberId)
      .executeTakeFirst()
  )?.reality_check_minutes ?? null;

export const setRealityCheck = (db: Db, memberId: number, minutes: number | null, now: Date) =>
  db
    .insertInto('member_rg_settings')
    .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }))
    .execute();

/** Records where a member signed in from (the integrity job links accounts by these). */
export const recordSightings = (
  db: Db,
  memberId: number,
  sightings: readonly { kind: 'ip' | 'device'; value: string }[],
  now: Date,
) =>
  sightings.length === 0
    ? Promise.resolve()
    : db
        .insertInto('member_sightings')
        .values(
          sightings.map((s) => ({
            member_id: memberId,
            kind: s.kind,
            value: s.value,
            first_seen: now,
            last_seen: now,
          })),
        )
        .onConflict((oc) => oc.columns(['member_id', 'kind', 'value']).doUpdateSet({ last_seen: now }))
        .execute()
        .then(() => undefined);

/** A member the office caller may see: staff any of the site, a partner one below it (never another site's). */
export const findScopedMember = (db: Db, scope: Scope, memberId: number) =>
  db
    .selectFrom('members')
    .select(['id', 'mem_id'])
    .where('id', '=', memberId)
    .where(inScope(scope, 'members'))
    .executeTakeFirst();
