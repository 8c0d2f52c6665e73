import { sql, type Kysely, type Transaction } from 'kysely';
import { EXCLUDED_GAME_CODES } from '../../../shared/constants';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A catalogue vendor as one site sells it: the product row with the site's settings over it
 * (site_vendors; without a row, the catalogue's enabled and order, and no adapter).
 */
const siteVendorQuery = (db: Db, siteId: string) =>
  db
    .selectFrom('products as p')
    .leftJoin('site_vendors as sv', (j) =>
      j.onRef('sv.group_code', '=', 'p.group_code').onRef('sv.proc_id', '=', 'p.proc_id').on('sv.site_id', '=', siteId),
    )
    .select([
      'p.group_code',
      'p.proc_id',
      'p.lobby_symbol',
      sql<string>`coalesce(sv.name, p.name)`.as('name'),
      sql<string>`coalesce(nullif(sv.image, ''), p.image)`.as('image'),
      sql<number>`coalesce(sv.ord, p.ord)`.as('ord'),
      sql<boolean>`coalesce(sv.enabled, true) and p.enabled`.as('enabled'),
      sql<string>`coalesce(sv.adapter_kind, 'none')`.as('adapter_kind'),
      sql<Record<string, unknown>>`coalesce(sv.settings, '{}'::jsonb)`.as('settings'),
    ]);

export type SiteVendorRow = Awaited<ReturnType<ReturnType<typeof siteVendorQuery>['executeTakeFirstOrThrow']>>;

export interface VendorQuery {
  groupCode?: string;
  enabledOnly?: boolean;
  q?: string;
  limit?: number;
  offset?: number;
}

export async function listSiteVendors(db: Db, siteId: string, q: VendorQuery = {}): Promise<SiteVendorRow[]> {
  let query = siteVendorQuery(db, siteId);
  if (q.groupCode) query = query.where('p.group_code', '=', q.groupCode);
  if (q.enabledOnly) query = query.where(sql<boolean>`coalesce(sv.enabled, true) and p.enabled`);
  if (q.q) query = query.where(sql<boolean>`coalesce(sv.name, p.name) ilike ${q.q.replace(/[%_\\]/g, '\\$&') + '%'}`);
  query = query
    .orderBy('p.group_code')
    .orderBy(sql`coalesce(sv.ord, p.ord)`)
    .orderBy('p.proc_id');
  if (q.limit !== undefined) query = query.limit(q.limit).offset(q.offset ?? 0);
  return query.execute();
}

/** The vendors of `procId` (in every group, or one): §3 reuses ids across groups. */
export const findSiteVendors = (
  db: Db,
  siteId: string,
  procId: number,
  groupCode?: string,
): Promise<SiteVendorRow[]> => {
  let query = siteVendorQuery(db, siteId).where('p.proc_id', '=', procId);
  if (groupCode) query = query.where('p.group_code', '=', groupCode);
  return query.execute();
};

export const findSiteVendor = (
  db: Db,
  siteId: string,
  groupCode: string,
  procId: number,
): Promise<SiteVendorRow | undefined> =>
  siteVendorQuery(db, siteId).where('p.proc_id', '=', procId).where('p.group_code', '=', groupCode).executeTakeFirst();

/** A vendor's games in order; members see the enabled ones without the §9 excluded codes. */
export function vendorGames(db: Db, groupCode: string, procId: number, memberView: boolean) {
  let query = db.selectFrom('games').selectAll().where('group_code', '=', groupCode).where('proc_id', '=', procId);
  if (memberView) query = query.where('enabled', '=', true).where('code', 'not in', [...EXCLUDED_GAME_CODES]);
  return query.orderBy('ord').orderBy('code').execute();
}

export const findGame = (db: Db, groupCode: string, procId: number, code: string) =>
  db
    .selectFrom('games')
    .selectAll()
    .where('group_code', '=', groupCode)
    .where('proc_id', '=', procId)
    .where('code', '=', code)
    .executeTakeFirst();

/** Writes the site's settings of a vendor (the row is created on the first change). */
export async function upsertSiteVendor(
  db: Db,
  siteId: string,
  groupCode: string,
  procId: number,
  values: {
    adapter_kind?: string;
    settings?: Record<string, unknown>;
    enabled?: boolean;
    ord?: number;
    image?: string;
    name?: string;
  },
): Promise<void> {
  const current = await findSiteVendor(db, siteId, groupCode, procId);
  if (!current) return;
  const row = {
    site_id: siteId,
    group_code: groupCode,
    proc_id: procId,
    adapter_kind: (values.adapter_kind ?? current.adapter_kind) as 'none',
    settings: JSON.stringify(values.settings ?? current.settings),
    enabled: values.enabled ?? current.enabled,
    ord: values.ord ?? current.ord,
    image: values.image ?? current.image,
    name: values.name ?? current.name,
  };
  await db
    .insertInto('site_vendors')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['site_id', 'group_code', 'proc_id']).doUpdateSet({ ...row, updated_at: sql`now()` }),
    )
    .execute();
}
