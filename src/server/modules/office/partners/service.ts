import type { AdminPartnerCreate, AdminPartnerUpdate, PartnerRecord, PartnerTreeNode } from '../../../../shared/api/office/partners';
import type { AdminMemberRecord } from '../../../../shared/api/office/members';
import { Tier } from '../../../../shared/enums';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { writeAudit } from '../../audit/repo';
import { createMemberUnder } from '../members/create';
import { findMemberInScope } from '../members/repo';
import { updateMemberFromOffice } from '../members/update';
import type { StaffCaller } from '../officeRoute';
import { changeRates } from '../rates/service';
import { scopeOf } from '../scope';
import { partnerTreeRows, treeCounts } from './repo';

/** Adds the tree sizes a partner row shows. */
export async function withTreeCounts(deps: Pick<AppDeps, 'db'>, records: AdminMemberRecord[]): Promise<PartnerRecord[]> {
  const counts = new Map((await treeCounts(deps.db, records.map((r) => r.id))).map((c) => [c.id, c]));
  return records.map((r) => ({ ...r, childCount: Number(counts.get(r.id)?.child_count ?? 0), subtreeCount: Number(counts.get(r.id)?.subtree_count ?? 0) }));
}

async function partnerRow(deps: Pick<AppDeps, 'db'>, caller: StaffCaller, id: number) {
  const row = await findMemberInScope(deps.db, scopeOf(caller), id);
  if (!row || row.tier === Tier.Normal) throw new AppError(ResultCode.NotFound);
  return row;
}

/** A head office at the top, or any partner tier below an existing partner of a higher tier. */
export async function createPartner(deps: AppDeps, caller: StaffCaller, input: AdminPartnerCreate, domain: string): Promise<number> {
  if (input.tier !== Tier.HeadOffice && input.parentId === undefined) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.parentId'] });
  const parent = input.parentId === undefined ? null : await partnerRow(deps, caller, input.parentId);
  return createMemberUnder(deps, { siteId: caller.siteId, parent, domain }, input, caller.actor);
}

/** Staff change recommendYn, memo and rates (G010 both ways; no one-day lock for staff). */
export async function updatePartner(deps: AppDeps, caller: StaffCaller, id: number, data: AdminPartnerUpdate): Promise<void> {
  const row = await partnerRow(deps, caller, id);
  if (data.rates?.length) {
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      const changed = await changeRates(trx, row, data.rates!, { dayLock: false, now });
      if (changed.length === 0) return;
      await writeAudit(trx, { siteId: caller.siteId, actorKind: 'staff', actorId: caller.actor.id, action: 'rates.update', target: row.mem_id, detail: { rates: data.rates }, ip: caller.actor.ip });
    });
  }
  if (data.recommendYn !== undefined || data.memo !== undefined) {
    await updateMemberFromOffice(deps, caller.siteId, row, { recommendYn: data.recommendYn, memo: data.memo }, caller.actor);
  }
}

/** §2 partners and their tree: nested from the top (or from `rootId`). */
export async function partnerTree(deps: Pick<AppDeps, 'db'>, caller: StaffCaller, rootId: number | undefined): Promise<PartnerTreeNode[]> {
  const root = rootId === undefined ? null : await partnerRow(deps, caller, rootId);
  const rows = await partnerTreeRows(deps.db, caller.siteId, root?.path ?? null);
  const nodes = new Map<number, PartnerTreeNode>();
  for (const r of rows) {
    nodes.set(r.id, { id: r.id, memId: r.mem_id, memNick: r.mem_nick, tier: r.tier as Tier, recommendYn: r.recommend_yn === 'Y' ? 'Y' : 'N', memberCount: Number(r.member_count), children: [] });
  }
  const top: PartnerTreeNode[] = [];
  for (const r of rows) {
    const parent = r.id === root?.id || r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : top).push(nodes.get(r.id)!);
  }
  return top;
}
