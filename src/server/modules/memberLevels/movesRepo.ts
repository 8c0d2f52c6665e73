import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { LevelFigures } from '../../../shared/levels/ladder';
import type { LevelMoveKind } from '../../../shared/api/office/memberLevels';

type Db = Kysely<DB> | Transaction<DB>;

/** The actor the daily review writes on its moves. */
const RULES_ACTOR = 'rules';

export interface RuleMove {
  memberId: number;
  from: number;
  to: number;
  kind: Extract<LevelMoveKind, 'upgrade' | 'downgrade'>;
  figures: LevelFigures;
}

/**
 * The review's moves, set-based: the members locked in id order (as every writer of member rows
 * locks them), each moved only if its level is still the one judged and no staff lock came since,
 * its pending downgrade cleared, the move recorded. Answers the moves that landed.
 */
export async function applyRuleMoves(
  trx: Transaction<DB>,
  siteId: string,
  moves: readonly RuleMove[],
  now: Date,
): Promise<RuleMove[]> {
  if (moves.length === 0) return [];
  const ids = moves.map((m) => m.memberId);
  await sql`select id from members where id = any(${ids}::bigint[]) order by id for update`.execute(trx);
  const { rows } = await sql<{ id: string | number }>`
    with v as (
      select * from unnest(${ids}::bigint[], ${moves.map((m) => m.from)}::int[], ${moves.map((m) => m.to)}::int[],
                           ${moves.map((m) => m.kind)}::text[], ${moves.map((m) => JSON.stringify(m.figures))}::jsonb[])
        as v(member_id, from_level, to_level, kind, figures)
    ), moved as (
      update members m set level = v.to_level, updated_at = ${now}
      from v
      where m.id = v.member_id and m.level = v.from_level
        and not exists (select 1 from member_level_status s where s.member_id = m.id and s.locked)
      returning m.id
    ), recorded as (
      insert into member_level_moves (site_id, member_id, from_level, to_level, kind, actor, figures, created_at)
      select ${siteId}, v.member_id, v.from_level, v.to_level, v.kind, ${RULES_ACTOR}, v.figures, ${now}
      from v join moved on moved.id = v.member_id
    ), cleared as (
      update member_level_status s set downgrade_due = null, updated_at = ${now}
      from moved where s.member_id = moved.id
    )
    select id from moved`.execute(trx);
  const moved = new Set(rows.map((r) => Number(r.id)));
  return moves.filter((m) => moved.has(m.memberId));
}

/** Downgrades falling due (grace started) or called off (null), upserted. */
export async function setDowngradesDue(
  trx: Transaction<DB>,
  siteId: string,
  due: readonly { memberId: number; day: string | null }[],
  now: Date,
): Promise<void> {
  if (due.length === 0) return;
  await sql`
    insert into member_level_status (member_id, site_id, downgrade_due, updated_at)
    select v.member_id, ${siteId}, v.day, ${now}
    from unnest(${due.map((d) => d.memberId)}::bigint[], ${due.map((d) => d.day)}::date[]) as v(member_id, day)
    on conflict (member_id) do update set downgrade_due = excluded.downgrade_due, updated_at = excluded.updated_at`.execute(
    trx,
  );
}

/** A member's staff lock and pending downgrade. */
export const memberStatusRow = (db: Db, memberId: number) =>
  db
    .selectFrom('member_level_status')
    .select(['locked', sql<string | null>`downgrade_due::text`.as('downgrade_due')])
    .where('member_id', '=', memberId)
    .executeTakeFirst();

/** The staff lock set (or lifted); locking also drops a pending downgrade. */
export async function setLock(
  trx: Transaction<DB>,
  siteId: string,
  memberId: number,
  locked: boolean,
  now: Date,
): Promise<void> {
  await sql`
    insert into member_level_status (member_id, site_id, locked, updated_at) values (${memberId}, ${siteId}, ${locked}, ${now})
    on conflict (member_id) do update set locked = excluded.locked, updated_at = excluded.updated_at,
      downgrade_due = case when excluded.locked then null else member_level_status.downgrade_due end`.execute(trx);
}
