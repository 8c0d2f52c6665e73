import { z } from 'zod';
import { PARTNER_TIERS, type Tier } from '../../enums';
import { YesNo } from '../common';
import { createBody, listBody, PartnerTierSchema, TextFilter, TierSchema, updateBody } from './common';
import { AdminMemberRecord, LowerMemberCreate } from './members';
import { RateList } from './rates';

export const PartnerFilter = z.object({
  memId: TextFilter.optional(),
  memNick: TextFilter.optional(),
  tier: PartnerTierSchema.optional(),
  parentId: z.number().int().positive().optional(),
});
export type PartnerFilter = z.infer<typeof PartnerFilter>;

/**
 * Staff view of partners (§3, §6): a create puts PTN_1 at the top, or a lower tier below parentId;
 * an update's rates are checked against parent and children (G010), with no day lock for staff.
 */
export const PartnerList = listBody(PartnerFilter);

export const PartnerRecord = AdminMemberRecord.extend({
  /** Direct children (members and partners). */
  childCount: z.number().int(),
  /** Whole subtree below this partner. */
  subtreeCount: z.number().int(),
});
export type PartnerRecord = z.infer<typeof PartnerRecord>;

export const AdminPartnerCreate = LowerMemberCreate.extend({
  tier: PartnerTierSchema,
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

/** One partner of the tree, its lower partners nested. */
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
/** A node whose children nest `depth - 1` more levels (written out, not recursive, so OpenAPI needs no $defs). */
const treeNode = (depth: number): z.ZodType<PartnerTreeNode> =>
  z.object({
    id: z.number().int(),
    memId: z.string(),
    memNick: z.string(),
    tier: TierSchema,
    recommendYn: YesNo,
    memberCount: z.number().int(),
    children: depth > 1 ? z.array(treeNode(depth - 1)) : z.array(z.never()).max(0),
  });
/** §3: five partner tiers, so a tree is at most five levels deep. */
export const PartnerTreeNode = treeNode(PARTNER_TIERS.length);
