import type { Kysely, Transaction } from 'kysely';
import { ALL_PAIRS, DEFAULT_ROLE_PAIRS, isDefaultRole, type StaffPair } from '../../../../shared/api/office/areas';
import type { DB } from '../../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A role as the server checks it: its key, name and pairs. */
export interface StaffRoleRights {
  key: string;
  name: string;
  pairs: readonly StaffPair[];
}

const KNOWN = new Set<string>(ALL_PAIRS);

/**
 * The pairs a role's row stands for: a default role's from the code (its row lists none), a site's
 * own role those it lists that still exist (a pair of an area removed since opens nothing).
 */
export const pairsOfRow = (row: { key: string; pairs: string[] | null }): StaffPair[] =>
  isDefaultRole(row.key)
    ? [...DEFAULT_ROLE_PAIRS[row.key]]
    : (row.pairs ?? []).filter((p): p is StaffPair => KNOWN.has(p));

/** The role a staff account holds, read on every staff call: a change of its pairs counts at once. */
export async function findRole(db: Db, siteId: string, key: string): Promise<StaffRoleRights | null> {
  const row = await db
    .selectFrom('staff_roles')
    .select(['key', 'name', 'pairs'])
    .where('site_id', '=', siteId)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { key: row.key, name: row.name, pairs: pairsOfRow(row) } : null;
}
