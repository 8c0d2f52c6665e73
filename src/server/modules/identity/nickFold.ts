import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CONFUSABLE_FROM, CONFUSABLE_TO, RESERVED_NICKS } from '../../../shared/nickname';
import type { DB } from '../../db/schema';

/**
 * A nickname (column or value) as it is compared: NFKC, look-alike letters folded, lower case.
 * The literals are inlined so the expression matches the index of 0501_nick_fold.sql.
 */
export const nickFold = (value: RawBuilder<string>): RawBuilder<string> =>
  sql<string>`lower(translate(normalize(${value}, NFKC), ${sql.lit(CONFUSABLE_FROM)}, ${sql.lit(CONFUSABLE_TO)}))`;

/**
 * The nickname folds to a reserved name or to a staff member's name or id on the site
 * (docs/architecture/security.md#input).
 */
export async function isReservedNick(db: Kysely<DB>, siteId: string, nick: string): Promise<boolean> {
  const key = nickFold(sql.val(nick));
  const row = await sql<{ reserved: boolean }>`select (
      ${key} in (select ${nickFold(sql.ref('r'))} from unnest(${sql.val([...RESERVED_NICKS])}::text[]) as r)
      or exists (select 1 from staff where site_id = ${siteId} and (${nickFold(sql.ref('name'))} = ${key} or ${nickFold(sql.ref('staff_id'))} = ${key}))
    ) as reserved`.execute(db);
  return row.rows[0]?.reserved === true;
}
