import { z } from 'zod';
import { MemberStatus, Tier } from '../../enums';
import { LETTERS_PATTERN, MEM_ID_PATTERN, NICK_LENGTH, PASSWORD_PATTERN, PHONE_PATTERN, WITHDRAW_PASSWORD_PATTERN, DIGITS_PATTERN } from '../member';
import { createBody, DateRangeFilter, listBody, TextFilter, updateBody } from './common';
import { RateList, type RateRecord } from './rates';

const status = z.enum([MemberStatus.Normal, MemberStatus.Waiting, MemberStatus.Stop, MemberStatus.Black, MemberStatus.Deleted]);
const tier = z.enum([Tier.HeadOffice, Tier.MajorOffice, Tier.SubOffice, Tier.Distributor, Tier.Shop, Tier.Normal]);

/** Filters of both member lists; text filters match a prefix. `dateFrom/dateTo` bound the join day. */
export const MemberFilter = DateRangeFilter.extend({
  memId: TextFilter.optional(),
  memNick: TextFilter.optional(),
  tier: tier.optional(),
  status: status.optional(),
  /** Direct children of this member id only. */
  parentId: z.number().int().positive().optional(),
});
export type MemberFilter = z.infer<typeof MemberFilter>;

/** Sortable columns of the member lists (anything else sorts by id). */
export const MEMBER_SORT_FIELDS = ['id', 'memId', 'memNick', 'tier', 'status', 'level', 'createdAt', 'lastLoginAt'] as const;

/**
 * POST /api/partner/members/list  { page, perPage, sort, filter: MemberFilter } -> OfficeList<LowerMemberRecord>
 * POST /api/partner/members/get   { id }             -> LowerMemberRecord (E007 outside my subtree)
 * POST /api/partner/members/getMany { ids }          -> LowerMemberRecord[] (only those in my subtree)
 * POST /api/partner/members/create { data: LowerMemberCreate } -> LowerMemberRecord
 * POST /api/partner/members/update { id, data: LowerMemberUpdate } -> LowerMemberRecord
 */
export const LowerMemberList = listBody(MemberFilter);

export interface LowerMemberRecord {
  id: number;
  memId: string;
  memNick: string;
  name: string;
  phone: string;
  tier: Tier;
  status: MemberStatus;
  level: number;
  parentId: number | null;
  parentMemId: string | null;
  /** Levels below the caller (1 = direct child). */
  depth: number;
  recommendYn: 'Y' | 'N';
  cash: number;
  point: number;
  createdAt: string;
  lastLoginAt: string | null;
  /** Rates of a partner row (empty for a general member). */
  rates: RateRecord[];
}

/** A member or a partner of a LOWER tier than the caller, created directly under the caller. */
export const LowerMemberCreate = z.object({
  memId: z.string().regex(MEM_ID_PATTERN),
  memNick: z.string().trim().min(NICK_LENGTH.min).max(NICK_LENGTH.max),
  name: z.string().trim().min(1).max(40).regex(LETTERS_PATTERN),
  phone: z.string().regex(PHONE_PATTERN),
  password: z.string().regex(PASSWORD_PATTERN),
  withdrawPassword: z.string().regex(WITHDRAW_PASSWORD_PATTERN).optional(),
  tier,
  bankName: z.string().trim().max(40).regex(LETTERS_PATTERN).optional(),
  accountNo: z.string().max(40).regex(DIGITS_PATTERN).optional(),
  accountHolder: z.string().trim().max(40).regex(LETTERS_PATTERN).optional(),
  /** Partner tiers only; each not above the caller's own rate (G010). Missing groups get 0. */
  rates: RateList.optional(),
});
export type LowerMemberCreate = z.infer<typeof LowerMemberCreate>;
export const LowerMemberCreateRequest = createBody(LowerMemberCreate);

/** What a partner may change on a lower member; rates go through /api/partner/rates/update. */
export const LowerMemberUpdate = z.object({
  memNick: z.string().trim().min(NICK_LENGTH.min).max(NICK_LENGTH.max).optional(),
  phone: z.string().regex(PHONE_PATTERN).optional(),
  password: z.string().regex(PASSWORD_PATTERN).optional(),
  /** A partner may stop or resume a lower member, nothing else (black/deleted are staff's). */
  status: z.enum([MemberStatus.Normal, MemberStatus.Stop]).optional(),
});
export type LowerMemberUpdate = z.infer<typeof LowerMemberUpdate>;
export const LowerMemberUpdateRequest = updateBody(LowerMemberUpdate);

/* ---------------------------------------------------------------- staff ---------------------- */

/** Staff member filter: the partner filter plus identity fields. */
export const AdminMemberFilter = MemberFilter.extend({
  name: TextFilter.optional(),
  phone: TextFilter.optional(),
  level: z.number().int().min(1).max(99).optional(),
  /** Members of this partner's subtree (memId of the partner). */
  partnerMemId: TextFilter.optional(),
  locked: z.boolean().optional(),
});
export type AdminMemberFilter = z.infer<typeof AdminMemberFilter>;

/**
 * POST /api/admin/members/list     { page, perPage, sort, filter: AdminMemberFilter } -> OfficeList<AdminMemberRecord>
 * POST /api/admin/members/get      { id }                      -> AdminMemberRecord
 * POST /api/admin/members/getMany  { ids }                     -> AdminMemberRecord[]
 * POST /api/admin/members/update   { id, data: AdminMemberUpdate } -> AdminMemberRecord
 * POST /api/admin/members/approve  { id }                      -> AdminMemberRecord (wait -> normal; else E003)
 * A lock or a status other than normal ends the member's sessions (LOGOUT push); a change of
 * can_bet, locked or status publishes LOCK_BET_YN.
 */
export const AdminMemberList = listBody(AdminMemberFilter);

export interface AdminMemberRecord extends LowerMemberRecord {
  bankName: string;
  accountNo: string;
  accountHolder: string;
  canLogin: boolean;
  canBet: boolean;
  canRecommend: boolean;
  locked: boolean;
  casinoOpen: boolean;
  slotOpen: boolean;
  memo: string;
  joinIp: string;
  joinDomain: string;
  lastLoginIp: string | null;
  wrongPasswordCount: number;
  /** Live sessions right now (online). */
  online: boolean;
}

export const AdminMemberUpdate = z.object({
  memNick: z.string().trim().min(NICK_LENGTH.min).max(NICK_LENGTH.max).optional(),
  name: z.string().trim().min(1).max(40).regex(LETTERS_PATTERN).optional(),
  phone: z.string().regex(PHONE_PATTERN).optional(),
  bankName: z.string().trim().max(40).regex(LETTERS_PATTERN).optional(),
  accountNo: z.string().max(40).regex(DIGITS_PATTERN).optional(),
  accountHolder: z.string().trim().max(40).regex(LETTERS_PATTERN).optional(),
  password: z.string().regex(PASSWORD_PATTERN).optional(),
  withdrawPassword: z.string().regex(WITHDRAW_PASSWORD_PATTERN).optional(),
  level: z.number().int().min(1).max(99).optional(),
  status: status.optional(),
  recommendYn: z.enum(['Y', 'N']).optional(),
  canLogin: z.boolean().optional(),
  canBet: z.boolean().optional(),
  canRecommend: z.boolean().optional(),
  /** false also clears the wrong-password count (§4 unlock). */
  locked: z.boolean().optional(),
  casinoOpen: z.boolean().optional(),
  slotOpen: z.boolean().optional(),
  memo: z.string().max(2000).optional(),
});
export type AdminMemberUpdate = z.infer<typeof AdminMemberUpdate>;
export const AdminMemberUpdateRequest = updateBody(AdminMemberUpdate);
