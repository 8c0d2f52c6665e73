import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type { SharedSignalList, SharedSignalRecord } from '../../../shared/api/office/sharedSignals';
import type { DB } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { orderBy, pageOffset } from '../../http/paging';
import { subtreePattern } from '../../http/officeAccess';
import { iso } from '../../http/officeDates';
import { prefixPattern, type Scope } from '../../http/officeScope';
import { LOOPBACK } from './repo';

const SORT = { lastSeen: 'last_seen', accounts: 'accounts' } as const;

interface GroupRow {
  kind: SharedSignalRecord['kind'];
  value: string;
  ids: (number | string)[];
  accounts: number | string;
  last_seen: Date | string | null;
  total: number | string;
}

/** A payout account is shown by its last four digits only: the office list is no place for the whole number. */
const masked = (kind: string, value: string): string => (kind === 'account' ? `****${value.slice(-4)}` : value);

/**
 * §2 "multiple IP": values of a sign-in IP, a device id or a payout account (by its digits) that two
 * or more accounts of the scope share, counted among the scope only (a partner: its subtree, itself
 * excluded), so nothing tells it about accounts outside. Loopback addresses link nobody.
 */
export async function listSharedSignals(
  deps: Pick<AppDeps, 'db'>,
  scope: Scope,
  body: z.output<typeof SharedSignalList>,
): Promise<OfficeList<SharedSignalRecord>> {
  const f = body.filter;
  const { column, direction } = orderBy(body, SORT, 'last_seen');
  const { limit, offset } = pageOffset(body);
  const inTree =
    scope.path === null ? sql`true` : sql`path like ${subtreePattern(scope.path)} and path <> ${scope.path}`;
  const { rows } = await sql<GroupRow>`
    with sub as (select id, mem_id, account_no from members where site_id = ${scope.siteId} and ${inTree}),
    seen as (
      select s.kind, s.value, s.member_id, s.last_seen from member_sightings s join sub on sub.id = s.member_id
      where not (s.kind = 'ip' and s.value = any(${LOOPBACK}))
      union all
      select 'account', d, id, null from (select id, regexp_replace(account_no, '[^0-9]', '', 'g') as d from sub) a where length(d) >= 6
    ),
    groups as (
      select kind, value, array_agg(distinct member_id order by member_id) as ids, count(distinct member_id) as accounts, max(last_seen) as last_seen
      from seen group by kind, value having count(distinct member_id) >= 2
    )
    select g.*, count(*) over () as total from groups g
    where ${f.kind ? sql`g.kind = ${f.kind}` : sql`true`}
      and ${f.memberId !== undefined ? sql`${f.memberId}::bigint = any(g.ids)` : sql`true`}
      and ${f.memId ? sql`exists (select 1 from sub where sub.id = any(g.ids) and sub.mem_id like ${prefixPattern(f.memId)})` : sql`true`}
    order by ${sql.ref(column)} ${sql.raw(direction)} nulls last, g.kind, g.value
    limit ${limit} offset ${offset}
  `.execute(deps.db);
  const names = await namesOf(deps.db, [...new Set(rows.flatMap((r) => r.ids.map(Number)))]);
  const list = rows.map((r) => {
    const ids = r.ids.map(Number);
    return {
      id: `${r.kind}:${ids[0]}:${masked(r.kind, r.value)}`,
      kind: r.kind,
      value: masked(r.kind, r.value),
      accounts: Number(r.accounts),
      members: ids.map((id) => ({ id, memId: names.get(id)?.mem_id ?? '', memNick: names.get(id)?.mem_nick ?? '' })),
      lastSeen: iso(r.last_seen),
    };
  });
  return { list, total: rows.length ? Number(rows[0]!.total) : 0 };
}

const namesOf = async (db: Kysely<DB>, ids: number[]) =>
  new Map(
    ids.length
      ? (await db.selectFrom('members').select(['id', 'mem_id', 'mem_nick']).where('id', 'in', ids).execute()).map(
          (r) => [r.id, r],
        )
      : [],
  );
