import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { subtreePattern } from '../../http/officeAccess';

/** Direct children and whole-subtree sizes of the given partners. */
export const treeCounts = (db: Kysely<DB>, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('members as p')
        .where('p.id', 'in', ids)
        .select([
          'p.id',
          sql<string>`(select count(*) from members c where c.parent_id = p.id)`.as('child_count'),
          sql<string>`(select count(*) from members s where s.site_id = p.site_id and s.path like p.path || '%' and s.id <> p.id)`.as(
            'subtree_count',
          ),
        ])
        .execute();

/** Partners of the site (or of one subtree, root included) with their count of general members directly below. */
export const partnerTreeRows = (db: Kysely<DB>, siteId: string, rootPath: string | null) => {
  let q = db
    .selectFrom('members as p')
    .where('p.site_id', '=', siteId)
    .where('p.tier', '<>', 'NORMAL')
    .select([
      'p.id',
      'p.mem_id',
      'p.mem_nick',
      'p.tier',
      'p.recommend_yn',
      'p.parent_id',
      sql<string>`(select count(*) from members c where c.parent_id = p.id and c.tier = 'NORMAL')`.as('member_count'),
    ])
    .orderBy('p.path');
  if (rootPath !== null) q = q.where('p.path', 'like', subtreePattern(rootPath));
  return q.execute();
};

/** Cash and point balances of one member's accounts. */
export const balancesOf = (db: Kysely<DB>, memberId: number) =>
  db.selectFrom('accounts').select(['asset', 'balance']).where('member_id', '=', memberId).execute();

export const memIdOf = (db: Kysely<DB>, id: number) =>
  db.selectFrom('members').select('mem_id').where('id', '=', id).executeTakeFirst();
