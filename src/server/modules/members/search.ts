import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { MemberHit, MemberSearchResult } from '../../../shared/api/office/desk';
import { MemberStatus } from '../../../shared/enums';
import type { DB } from '../../db/schema';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';

const LIMIT = 10;

/**
 * The office header's member look-up: members whose login id or nickname starts with `q`, inside
 * the caller's scope (a partner's subtree, itself excluded; the site for staff), deleted ones left
 * out, exact ids first.
 */
export async function searchMembers(
  db: Kysely<DB>,
  scope: Scope,
  q: string,
): Promise<z.input<typeof MemberSearchResult>> {
  const pattern = prefixPattern(q);
  const rows = await db
    .selectFrom('members as m')
    .leftJoin('accounts as cash', (j) => j.onRef('cash.member_id', '=', 'm.id').on('cash.asset', '=', 'cash'))
    .leftJoin('accounts as point', (j) => j.onRef('point.member_id', '=', 'm.id').on('point.asset', '=', 'point'))
    .where(inScope(scope, 'm'))
    .where('m.status', '<>', MemberStatus.Deleted)
    .where((eb) => eb.or([eb('m.mem_id', 'like', pattern), eb('m.mem_nick', 'like', pattern)]))
    .select([
      'm.id',
      'm.mem_id',
      'm.mem_nick',
      'm.tier',
      'm.status',
      'm.level',
      sql<string | null>`cash.balance`.as('cash'),
      sql<string | null>`point.balance`.as('point'),
    ])
    .orderBy(sql`m.mem_id = ${q}`, 'desc')
    .orderBy('m.mem_id')
    .limit(LIMIT)
    .execute();
  return {
    list: rows.map((r): z.input<typeof MemberHit> => ({
      id: r.id,
      memId: r.mem_id,
      memNick: r.mem_nick,
      tier: r.tier as MemberHit['tier'],
      status: r.status as MemberHit['status'],
      level: r.level,
      cash: Number(r.cash ?? 0),
      point: Number(r.point ?? 0),
    })),
  };
}
