import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../../shared/api/office';
import type { BlockInput, BlockKind } from '../../../../shared/api/office/blocklist';
import type { DB } from '../../../db/schema';
import { runPage } from '../../../http/paging';
import { prefixPattern } from '../../../http/officeScope';
import { digitsOf } from '../repo';

type Db = Kysely<DB> | Transaction<DB>;

export const isBlocked = async (db: Db, siteId: string, kind: BlockKind, value: string) =>
  !!(await db
    .selectFrom('blocklist')
    .select('value')
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('value', '=', value)
    .executeTakeFirst());

/** Phones and account numbers on the block list match by digits, however staff typed them. */
export const isBlockedDigits = async (db: Db, siteId: string, kind: 'phone' | 'account', digits: string) =>
  !!(await db
    .selectFrom('blocklist')
    .select('value')
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where(digitsOf('value'), '=', digits)
    .executeTakeFirst());

const SORT = { id: 'created_at', kind: 'kind', value: 'value', createdAt: 'created_at' };

export interface BlockListFilter {
  kind?: BlockKind;
  value?: string;
}

/** One page of the site's entries; a value filter matches a prefix. */
export function listBlocks(db: Db, siteId: string, filter: BlockListFilter, query: OfficeListQuery) {
  let base = db.selectFrom('blocklist').where('site_id', '=', siteId);
  if (filter.kind) base = base.where('kind', '=', filter.kind);
  if (filter.value) base = base.where(sql`value`, 'like', prefixPattern(filter.value));
  return runPage(base, (q) => q.selectAll(), query, SORT, 'created_at', 'value');
}

export const insertBlock = (trx: Transaction<DB>, siteId: string, input: BlockInput, now: Date) =>
  trx
    .insertInto('blocklist')
    .values({ site_id: siteId, ...input, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Removes one entry; answers it, or undefined when there was none. */
export const deleteBlock = (trx: Transaction<DB>, siteId: string, kind: BlockKind, value: string) =>
  trx
    .deleteFrom('blocklist')
    .where('site_id', '=', siteId)
    .where('kind', '=', kind)
    .where('value', '=', value)
    .returningAll()
    .executeTakeFirst();
