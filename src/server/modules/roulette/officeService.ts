import type { z } from 'zod';
import { sql } from 'kysely';
import { ResultCode } from '../../../shared/resultCodes';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import type { RouletteGrant, RoulettePrizeData, RoulettePrizeRecord } from '../../../shared/api/office/promotions';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { findMemberByLogin } from '../identity/repo';
import { grantSpins } from './tickets';

type PrizeValues = z.infer<typeof RoulettePrizeData>;

/** The wheel in order, each slot with its chance among the enabled ones (what the draw gives it). */
async function prizeRecords(deps: Pick<AppDeps, 'db'>, siteId: string): Promise<RoulettePrizeRecord[]> {
  const rows = await deps.db
    .selectFrom('roulette_prizes')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('ord')
    .orderBy('id')
    .execute();
  const total = rows.filter((r) => r.enabled).reduce((s, r) => s + r.weight, 0);
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    reward: r.reward as RoulettePrizeRecord['reward'],
    amount: r.amount,
    weight: r.weight,
    ord: r.ord,
    enabled: r.enabled,
    chanceBp: r.enabled && total > 0 ? Math.round((r.weight * 10_000) / total) : 0,
    updatedAt: r.updated_at.toISOString(),
  }));
}

export async function prizeList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  query: OfficeListQuery,
): Promise<OfficeList<RoulettePrizeRecord>> {
  const all = await prizeRecords(deps, siteId);
  const start = (query.page - 1) * query.perPage;
  return { list: all.slice(start, start + query.perPage), total: all.length };
}

export async function prizeGet(deps: Pick<AppDeps, 'db'>, siteId: string, id: number): Promise<RoulettePrizeRecord> {
  const found = (await prizeRecords(deps, siteId)).find((p) => p.id === id);
  if (!found) throw new AppError(ResultCode.NotFound);
  return found;
}

export async function prizeCreate(
  deps: Pick<AppDeps, 'db'>,
  caller: StaffCaller,
  data: PrizeValues,
): Promise<RoulettePrizeRecord> {
  const { id } = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('roulette_prizes')
      .values({ site_id: caller.siteId, ...data })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, caller.actor, 'roulettePrize.create', `roulette_prize:${row.id}`, null, data);
    return row;
  });
  return prizeGet(deps, caller.siteId, id);
}

/** Changes apply to spins from now on: each past spin keeps the table it was drawn from. */
export async function prizeUpdate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  id: number,
  data: PrizeValues,
): Promise<RoulettePrizeRecord> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('roulette_prizes')
      .selectAll()
      .where('site_id', '=', caller.siteId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError(ResultCode.NotFound);
    await trx
      .updateTable('roulette_prizes')
      .set({ ...data, updated_at: deps.clock.now() })
      .where('id', '=', id)
      .execute();
    await writeAudit(
      trx,
      caller.actor,
      'roulettePrize.update',
      `roulette_prize:${id}`,
      { ...before, updated_at: before.updated_at.toISOString() },
      data,
    );
  });
  return prizeGet(deps, caller.siteId, id);
}

export async function prizeDelete(deps: Pick<AppDeps, 'db'>, caller: StaffCaller, id: number): Promise<{ id: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .deleteFrom('roulette_prizes')
      .where('site_id', '=', caller.siteId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!before) throw new AppError(ResultCode.NotFound);
    await writeAudit(
      trx,
      caller.actor,
      'roulettePrize.delete',
      `roulette_prize:${id}`,
      { ...before, updated_at: before.updated_at.toISOString() },
      null,
    );
    return { id };
  });
}

/** Spins given by staff: tickets that name the staff actor, audited. */
export async function grantByStaff(
  deps: Pick<AppDeps, 'db'>,
  caller: StaffCaller,
  data: z.infer<typeof RouletteGrant>,
) {
  const m = await findMemberByLogin(deps.db, caller.siteId, data.memId);
  if (!m) throw new AppError(ResultCode.NotFound, { fields: ['memId'] });
  return deps.db.transaction().execute(async (trx) => {
    const actor = `${caller.actor.kind}:${caller.actor.loginId}`;
    const granted = await grantSpins(trx, {
      siteId: caller.siteId,
      memberId: m.id,
      source: 'staff',
      refs: Array<string>(data.count).fill(actor),
    });
    const { n } = await trx
      .selectFrom('roulette_tickets')
      .select(sql<number>`max(id)::int`.as('n'))
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, caller.actor, 'roulette.grant', `member:${data.memId}`, null, { count: granted });
    return { id: n, granted };
  });
}
