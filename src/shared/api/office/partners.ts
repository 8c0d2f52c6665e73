import { z } from 'zod';
import { Tier } from '../../enums';
import { createBody, listBody, TextFilter, updateBody } from './common';
import type { AdminMemberRecord } from './members';
import { RateList } from './rates';
import { LowerMemberCreate } from './members';

export const PartnerFilter = z.object({
  memId: TextFilter.optional(),
  memNick: TextFilter.optional(),
  tier: z.enum([Tier.HeadOffice, Tier.MajorOffice, Tier.SubOffice, Tier.Distributor, Tier.Shop]).optional(),
  parentId: z.number().int().positive().optional(),
});
export type PartnerFilter = z.infer<typeof PartnerFilter>;

export const PARTNER_SORT_FIELDS = ['id', 'memId', 'memNick', 'tier', 'createdAt'] as const;

/**
 * Staff view of partners (§3, §6).
 * POST /api/admin/partners/list    { page, perPage, sort, filter: PartnerFilter } -> OfficeList<PartnerRecord>
 * POST /api/admin/partners/get     { id } -> PartnerRecord
 * POST /api/admin/partners/getMany { ids } -> PartnerRecord[]
 * POST /api/admin/partners/create  { data: AdminPartnerCreate } -> PartnerRecord (PTN_1 at the top, or below parentId at a lower tier)
 * POST /api/admin/partners/update  { id, data: AdminPartnerUpdate } -> PartnerRecord (rates: G010 against parent and children; no day lock for staff)
 * POST /api/admin/partners/tree    { rootId? } -> PartnerTreeNode[] (whole site, or the subtree of rootId)
 */
export const PartnerList = listBody(PartnerFilter);

export interface PartnerRecord extends AdminMemberRecord {
  /** Direct children (members and partners). */
  childCount: number;
  /** Whole subtree below this partner. */
  subtreeCount: number;
}

export const AdminPartnerCreate = LowerMemberCreate.extend({
  tier: z.enum([Tier.HeadOffice, Tier.MajorOffice, Tier.SubOffice, Tier.Distributor, Tier.Shop]),
  /** Parent partner id; required for every tier below PTN_1. */
  parentId: z.number().int().positive().optional(),
});
export type AdminPartnerCreate = z.infer<typeof AdminPartnerCreate>;
export const AdminPartnerCreateRequest = createBody(AdminPartnerCreate);

export const AdminPartnerUpdate = z.object({
  recommendYn: z.enum(['Y', 'N']).optional(),
  rates: RateList.optional(),
  memo: z.string().max(2000).optional(),
});
export type AdminPartnerUpdate = z.infer<typeof AdminPartnerUpdate>;
export const AdminPartnerUpdateRequest = updateBody(AdminPartnerUpdate);

export const PartnerTreeRequest = z.object({ rootId: z.number().int().positive().optional() });

export interface PartnerTreeNode {
  id: number;
  memId: string;
  memNick: string;
  tier: Tier;
  recommendYn: 'Y' | 'N';
  /** General members directly below. */
  memberCount: number;
  children: PartnerTreeNode[];
}
