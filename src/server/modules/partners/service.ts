import type { OfficeList } from '../../../shared/api/office';
import type { AdminMemberRecord } from '../../../shared/api/office/members';
import type {
  AdminPartnerCreate,
  AdminPartnerUpdate,
  PartnerFilter,
  PartnerRecord,
  PartnerTreeNode,
} from '../../../shared/api/office/partners';
import type { OfficeListQuery } from '../../../shared/api/office';
import { Tier } from '../../../shared/enums';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { createMemberUnder } from '../members/create';
import { memberById, memberPage, membersByIds } from '../members/read';
import { findMemberInScope } from '../members/repo';
import { updateMemberFromOffice } from '../members/update';
import { toAdminRecord } from '../members/view';
import { scopeOf } from '../../http/officeScope';
import { changeRates } from '../members/rates';
import { partnerTreeRows, treeCounts } from './repo';

const partnersView = { staffView: true, partnersOnly: true };

/** Adds the tree sizes a partner row shows. */
async function withTreeCounts(deps: Pick<AppDeps, 'db'>, records: AdminMemberRecord[]): Promise<PartnerRecord[]> {
  const counts = new Map(
    (
      await treeCounts(
        deps.db,
        records.map((r) => r.id),
      )
    ).map((c) => [c.id, c]),
  );
  return records.map((r) => ({
    ...r,
    childCount: Number(counts.get(r.id)?.child_count ?? 0),
    subtreeCount: Number(counts.get(r.id)?.subtree_count ?? 0),
  }));
}

/** §6 partners of every tier, paged. */
export async function partnerPage(
  deps: AppDeps,
  caller: StaffCaller,
  query: OfficeListQuery & { filter: PartnerFilter },
): Promise<OfficeList<PartnerRecord>> {
  const page = await memberPage(deps, scopeOf(caller), query.filter, query, partnersView, toAdminRecord);
  return { list: await withTreeCounts(deps, page.list), total: page.total };
}

export async function partnerById(deps: AppDeps, caller: StaffCaller, id: number): Promise<PartnerRecord> {
  const [record] = await withTreeCounts(deps, [
    await memberById(deps, scopeOf(caller), id, partnersView, toAdminRecord),
  ]);
  return record!;
}

export async function partnersByIds(deps: AppDeps, caller: StaffCaller, ids: number[]): Promise<PartnerRecord[]> {
  return withTreeCounts(deps, await membersByIds(deps, scopeOf(caller), ids, partnersView, toAdminRecord));
}

async function partnerRow(deps: Pick<AppDeps, 'db'>, caller: StaffCaller, id: number) {
  const row = await findMemberInScope(deps.db, scopeOf(caller), id);
  if (!row || row.tier === Tier.Normal) throw new AppError(ResultCode.NotFound);
  return row;
}

/** A head office at the top, or any partner tier below an existing partner of a higher tier. */
export async function createPartner(
  deps: AppDeps,
  caller: StaffCaller,
  input: AdminPartnerCreate,
  domain: string,
): Promise<PartnerRecord> {
  if (input.tier !== Tier.HeadOffice && input.parentId === undefined)
    throw new AppError(ResultCode.InvalidRequest, { fields: ['data.parentId'] });
  const parent = input.parentId === undefined ? null : await partnerRow(deps, caller, input.parentId);
  const id = await createMemberUnder(deps, { siteId: caller.siteId, parent, domain }, input, caller.actor);
  return partnerById(deps, caller, id);
}

/** Staff change recommendYn, memo and rates (G010 both ways; no one-day lock for staff). */
export async function updatePartner(
  deps: AppDeps,
  caller: StaffCaller,
  id: number,
  data: AdminPartnerUpdate,
): Promise<PartnerRecord> {
  const row = await partnerRow(deps, caller, id);
  const rates = data.rates;
  if (rates?.length) {
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const change = await changeRates(trx, row, rates, { dayLock: false, now });
      if (change.groups.length === 0) return;
      await writeAudit(
        trx,
        caller.actor,
        'rates.update',
        row.mem_id,
        { rates: change.before },
        { rates: rates.filter((r) => change.groups.includes(r.gameGroup)) },
      );
    });
  }
  if (data.recommendYn !== undefined || data.memo !== undefined) {
    await updateMemberFromOffice(
      deps,
      caller.siteId,
      row,
      { recommendYn: data.recommendYn, memo: data.memo },
      caller.actor,
    );
  }
  return partnerById(deps, caller, id);
}

/** §2 partners and their tree: nested from the top (or from `rootId`). */
export async function partnerTree(
  deps: Pick<AppDeps, 'db'>,
  caller: StaffCaller,
  rootId: number | undefined,
): Promise<PartnerTreeNode[]> {
  const root = rootId === undefined ? null : await partnerRow(deps, caller, rootId);
  const rows = await partnerTreeRows(deps.db, caller.siteId, root?.path ?? null);
  const nodes = new Map<number, PartnerTreeNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      memId: r.mem_id,
      memNick: r.mem_nick,
      tier: r.tier as Tier,
      recommendYn: r.recommend_yn === 'Y' ? 'Y' : 'N',
      memberCount: Number(r.member_count),
      children: [],
    });
  }
  const top: PartnerTreeNode[] = [];
  for (const r of rows) {
    const parent = r.id === root?.id || r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : top).push(nodes.get(r.id)!);
  }
  return top;
}
