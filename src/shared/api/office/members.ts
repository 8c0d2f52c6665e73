import { z } from 'zod';
import { MemberStatus } from '../../enums';
import {
  LETTERS_PATTERN,
  MEM_ID_PATTERN,
  MemberStatusSchema,
  NICK_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  TierSchema,
  WITHDRAW_PASSWORD_PATTERN,
  DIGITS_PATTERN,
} from '../member';
import { YesNo } from '../common';
import { createBody, DateRangeFilter, listBody, TextFilter, updateBody } from './common';
import { RateList, RateRecord } from './rates';

/**
 * A nickname partners and staff set follows the §5 rule members' own changes follow (letters and
 * digits of any script, '_', '.', '-', 3 to 20; no markup, spaces or bidi controls); the server
 * then refuses a taken or reserved one as for a member (identity/memberChecks.ts).
 */
const OfficeNick = z.string().trim().regex(NICK_PATTERN);

/** Filters of both member lists; text filters match a prefix. `dateFrom/dateTo` bound the join day. */
const MemberFilter = DateRangeFilter.extend({
  memId: TextFilter.optional(),
  memNick: TextFilter.optional(),
  tier: TierSchema.optional(),
  status: MemberStatusSchema.optional(),
  /** Direct children of this member id only. */
  parentId: z.number().int().positive().optional(),
  /** Partner tiers only (§2 partner list, rolling settings). */
  partnersOnly: z.boolean().optional(),
});
type MemberFilter = z.infer<typeof MemberFilter>;

/** A partner's lower members (endpoints/members.ts partnerMembers): its own subtree only, itself excluded. */
export const LowerMemberList = listBody(MemberFilter);

export const LowerMemberRecord = z.object({
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  name: z.string(),
  phone: z.string(),
  tier: TierSchema,
  status: MemberStatusSchema,
  level: z.number().int(),
  parentId: z.number().int().nullable(),
  parentMemId: z.string().nullable(),
  /** Levels below the caller (1 = direct child). */
  depth: z.number().int(),
  recommendYn: YesNo,
  cash: z.number().int(),
  point: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Rates of a partner row (empty for a general member). */
  rates: z.array(RateRecord),
});
export type LowerMemberRecord = z.infer<typeof LowerMemberRecord>;

/** A member or a partner of a LOWER tier than the caller, created directly under the caller. */
export const LowerMemberCreate = z.object({
  memId: z.string().regex(MEM_ID_PATTERN),
  memNick: OfficeNick,
  name: z.string().trim().min(1).max(40).regex(LETTERS_PATTERN),
  phone: z.string().regex(PHONE_PATTERN),
  password: z.string().regex(PASSWORD_PATTERN),
  withdrawPassword: z.string().regex(WITHDRAW_PASSWORD_PATTERN).optional(),
  tier: TierSchema,
  bankName: z.string().trim().max(40).regex(LETTERS_PATTERN).optional(),
  accountNo: z.string().max(40).regex(DIGITS_PATTERN).optional(),
  accountHolder: z.string().trim().max(40).regex(LETTERS_PATTERN).optional(),
  /** Partner tiers only; each not above the caller's own rate (G010). Missing groups get 0. */
  rates: RateList.optional(),
});
export type LowerMemberCreate = z.infer<typeof LowerMemberCreate>;
export const LowerMemberCreateRequest = createBody(LowerMemberCreate);

/** What a partner may change on a lower member; rates go through /api/partner/rates/update. */
const LowerMemberUpdate = z.object({
  memNick: OfficeNick.optional(),
  phone: z.string().regex(PHONE_PATTERN).optional(),
  password: z.string().regex(PASSWORD_PATTERN).optional(),
  /** A partner may stop or resume a lower member, nothing else (black/deleted are staff's). */
  status: z.enum([MemberStatus.Normal, MemberStatus.Stop]).optional(),
});
type LowerMemberUpdate = z.infer<typeof LowerMemberUpdate>;
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
 * Staff administration of every member (endpoints/members.ts adminMembers). A lock or a status
 * other than normal ends the member's sessions (LOGOUT push); a change of can_bet, locked or
 * status publishes LOCK_BET_YN; a new password ends every session of the member.
 */
export const AdminMemberList = listBody(AdminMemberFilter);

export const AdminMemberRecord = LowerMemberRecord.extend({
  bankName: z.string(),
  accountNo: z.string(),
  accountHolder: z.string(),
  canLogin: z.boolean(),
  canBet: z.boolean(),
  canRecommend: z.boolean(),
  locked: z.boolean(),
  casinoOpen: z.boolean(),
  slotOpen: z.boolean(),
  memo: z.string(),
  joinIp: z.string(),
  joinDomain: z.string(),
  lastLoginIp: z.string().nullable(),
  wrongPasswordCount: z.number().int(),
  /** When 8 wrong passwords locked the account; withdrawal and partner-gate locks. */
  lockedAt: z.string().nullable(),
  pinLocked: z.boolean(),
  gateLocked: z.boolean(),
  /** Live sessions right now (online). */
  online: z.boolean(),
});
export type AdminMemberRecord = z.infer<typeof AdminMemberRecord>;

export const AdminMemberUpdate = z.object({
  memNick: OfficeNick.optional(),
  name: z.string().trim().min(1).max(40).regex(LETTERS_PATTERN).optional(),
  phone: z.string().regex(PHONE_PATTERN).optional(),
  bankName: z.string().trim().max(40).regex(LETTERS_PATTERN).optional(),
  accountNo: z.string().max(40).regex(DIGITS_PATTERN).optional(),
  accountHolder: z.string().trim().max(40).regex(LETTERS_PATTERN).optional(),
  password: z.string().regex(PASSWORD_PATTERN).optional(),
  withdrawPassword: z.string().regex(WITHDRAW_PASSWORD_PATTERN).optional(),
  level: z.number().int().min(1).max(99).optional(),
  status: MemberStatusSchema.optional(),
  recommendYn: YesNo.optional(),
  canLogin: z.boolean().optional(),
  canBet: z.boolean().optional(),
  canRecommend: z.boolean().optional(),
  /** false also clears the wrong-password count (§4 unlock). */
  locked: z.boolean().optional(),
  casinoOpen: z.boolean().optional(),
  slotOpen: z.boolean().optional(),
  /** False lifts a lock by 5 wrong withdrawal (or partner gate) passwords. */
  pinLocked: z.boolean().optional(),
  gateLocked: z.boolean().optional(),
  memo: z.string().max(2000).optional(),
});
export type AdminMemberUpdate = z.infer<typeof AdminMemberUpdate>;
export const AdminMemberUpdateRequest = updateBody(AdminMemberUpdate);
