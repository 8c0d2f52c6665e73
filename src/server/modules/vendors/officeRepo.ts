import { sql, type Kysely } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { DB } from '../../db/schema';
import type { VendorGame } from './adapters';

/** How many games each vendor lists, keyed `<group>:<procId>`. */
export async function gameCounts(
  db: Kysely<DB>,
  vendors: readonly (readonly [string, number])[],
): Promise<Map<string, number>> {
  if (vendors.length === 0) return new Map();
  const rows = await db
    .selectFrom('games')
    .select(['group_code', 'proc_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('proc_id', 'in', [...new Set(vendors.map((v) => v[1]))])
    .groupBy(['group_code', 'proc_id'])
    .execute();
  return new Map(rows.map((r) => [`${r.group_code}:${r.proc_id}`, Number(r.n)]));
}

const GAME_SORTS = { ord: 'ord', code: 'code', nameKor: 'name_kor', nameEng: 'name_eng', id: 'code' } as const;

export async function gamePage(
  db: Kysely<DB>,
  f: { vendor?: { group: string; procId: number }; enabled?: boolean; q?: string },
  q: OfficeListQuery,
) {
  let query = db.selectFrom('games');
  if (f.vendor) query = query.where('group_code', '=', f.vendor.group).where('proc_id', '=', f.vendor.procId);
  if (f.enabled !== undefined) query = query.where('enabled', '=', f.enabled);
  if (f.q)
    query = query.where((eb) =>
      eb.or([
        eb('name_eng', 'ilike', `${f.q!.replace(/[%_\\]/g, '\\$&')}%`),
        eb('name_kor', 'like', `${f.q!.replace(/[%_\\]/g, '\\$&')}%`),
        eb('code', '=', f.q!),
      ]),
    );
  const sort = GAME_SORTS[(q.sort?.field ?? 'ord') as keyof typeof GAME_SORTS] ?? 'ord';
  const rows = await query
    .selectAll()
    .orderBy('group_code')
    .orderBy('proc_id')
    .orderBy(sort, q.sort?.order === 'DESC' ? 'desc' : 'asc')
    .orderBy('code')
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { rows, total };
}

/** A vendor's list from its adapter: new games added at the end, known ones refreshed (order and enabled kept). */
export async function upsertGames(
  db: Kysely<DB>,
  group: string,
  procId: number,
  games: readonly VendorGame[],
  now: Date,
): Promise<{ added: number; updated: number }> {
  if (games.length === 0) return { added: 0, updated: 0 };
  const known = new Set(
    (
      await db
        .selectFrom('games')
        .select('code')
        .where('group_code', '=', group)
        .where('proc_id', '=', procId)
        .execute()
    ).map((r) => r.code),
  );
  const base = known.size;
  const rows = games.map((g, i) => ({
    group_code: group,
    proc_id: procId,
    code: g.gameId,
    name_kor: g.nameKo || g.nameEn || g.gameId,
    name_eng: g.nameEn || g.gameId,
    thumbnail: g.thumbnail ?? '',
    game_type: g.type ?? '',
    rtp_bp: typeof g.rtp === 'number' ? Math.round(g.rtp * 10_000) : null,
    synced_at: now,
    ord: base + i,
  }));
  await db
    .insertInto('games')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['group_code', 'proc_id', 'code']).doUpdateSet({
        name_kor: sql`excluded.name_kor`,
        name_eng: sql`excluded.name_eng`,
        thumbnail: sql`excluded.thumbnail`,
        game_type: sql`excluded.game_type`,
        rtp_bp: sql`excluded.rtp_bp`,
        synced_at: sql`excluded.synced_at`,
      }),
    )
    .execute();
  const added = rows.filter((r) => !known.has(r.code)).length;
  return { added, updated: rows.length - added };
}

export async function reconcilePage(
  db: Kysely<DB>,
  siteId: string,
  vendor: { group: string; procId: number } | undefined,
  q: OfficeListQuery,
) {
  let query = db
    .selectFrom('vendor_reconciliations as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.site_id', '=', siteId);
  if (vendor) query = query.where('r.group_code', '=', vendor.group).where('r.proc_id', '=', vendor.procId);
  const rows = await query
    .select(['r.id', 'r.group_code', 'r.proc_id', 'm.mem_id', 'r.ledger_balance', 'r.vendor_balance', 'r.checked_at'])
    .orderBy('r.id', 'desc')
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { rows, total };
}
