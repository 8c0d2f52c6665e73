import { z } from 'zod';
import { MemberStatus, Tier } from '../enums';
import { YesNo } from './common';
import { ResultCode, type ResultCodeValue } from '../resultCodes';

/** §5 login check: id 5-20 of letters, digits and '+'. */
export const MEM_ID_PATTERN = /^[A-Za-z0-9+]{5,20}$/;
/** §5 login check: 6-20 of letters, digits and '!', at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!]{6,20}$/;
/** §5: the server says exactly 4 digits. */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{4}$/;
/** §5 Korean mobile: 01 then 0/1/6/7/8/9, optional hyphens, 3-4 then 4 digits. */
export const PHONE_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;
const NICK_LENGTH = { min: 3, max: 20 } as const;
/** §5: letters only (any script: Hangul names and holders are letters). */
export const LETTERS_PATTERN = /^[\p{L} ]+$/u;
export const DIGITS_PATTERN = /^\d+$/;
/** §5 sign-up id: the server's U101 says at least 5; letters and digits only, so it also passes the login check. */
const SIGNUP_ID_PATTERN = /^[A-Za-z0-9]{5,20}$/;
/** §5 nickname 3-20 (U105): letters and digits of any script, '_', '.', '-'; no markup, no spaces. */
export const NICK_PATTERN = /^[\p{L}\p{N}_.-]{3,20}$/u;
const ACCOUNT_NO_LENGTH = { min: 6, max: 20 } as const;
const BANK_NAME_MIN_LETTERS = 2;

export const LoginRequest = z.object({
  memId: z.string().max(100),
  memPass: z.string().max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TierSchema = z.enum(Tier);
export const MemberStatusSchema = z.enum(MemberStatus);

/** §3 userData as the fronts read it. */
export const MemberData = z.object({
  memId: z.string(),
  memNick: z.string(),
  memLevel: z.number().int(),
  cashAmt: z.number().int(),
  pointAmt: z.number().int(),
  recommendYn: YesNo,
  siteId: z.string(),
  tier: TierSchema,
  name: z.string(),
  phone: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  accountHolder: z.string(),
  hasWithdrawPassword: z.boolean(),
  joinDay: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberData = z.infer<typeof MemberData>;

export const TokenResponse = z.object({
  token: z.string(),
  /** Epoch milliseconds when the token ends; the client refreshes under one minute before. */
  expiresAt: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const LoginResponse = TokenResponse.extend({
  member: MemberData,
  msgInfo: z.object({ newMsg: z.number().int() }),
  /** Push channel and per-session AES key for /ws (§7). */
  push: z.object({ channelId: z.string(), key: z.string() }),
  /**
   * Wrong passwords locked the account since the member last signed in to the
   * member front (told once, then cleared); null when nothing happened.
   */
  lockNotice: z.object({ lockedAt: z.string(), wrongPasswords: z.number().int() }).nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** /api/getToken: renews the caller's own session; the body carries nothing else of use. */
export const TokenRequest = z.object({ refresh: z.unknown().optional() });

/** /api/cash/unlockPin: the login password unlocks withdrawals locked by wrong withdrawal passwords. */
export const PinUnlockRequest = z.object({ memPass: z.string().max(100) });
export const PinUnlocked = z.object({ unlocked: z.literal(true) });

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');
/** @alias Phone numbers are compared by their digits (§5: '010-1234-5678' and '01012345678' are one phone). */
export const phoneDigits = digitsOnly;
/** The stored form of a valid Korean mobile number: 010-1234-5678. */
export const formatPhone = (phone: string): string => {
  const d = phoneDigits(phone);
  return `${d.slice(0, 3)}-${d.slice(3, d.length - 4)}-${d.slice(-4)}`;
};

/** A refused field: the §8 code, the field it belongs to, and extra data for the message. */
export interface FieldProblem {
  code: ResultCodeValue;
  field: string;
  data?: Record<string, unknown>;
}
type Rule = (value: string) => FieldProblem | null;
const fail = (code: ResultCodeValue, field: string, data?: Record<string, unknown>): FieldProblem => ({
  code,
  field,
  ...(data ? { data } : {}),
});

/**
 * §5 rules, one per member field, shared by the server (which enforces them) and the fronts (which
 * show the same answer at once). Each takes the raw input and returns the first problem or null.
 */
export const memberFieldRules = {
  memId: (v) =>
    !v.trim()
      ? fail(ResultCode.MissingId, 'memId')
      : SIGNUP_ID_PATTERN.test(v)
        ? null
        : fail(ResultCode.IdFormat, 'memId'),
  memPass: (v) =>
    !v
      ? fail(ResultCode.MissingPassword, 'memPass')
      : PASSWORD_PATTERN.test(v)
        ? null
        : fail(ResultCode.PasswordFormat, 'memPass'),
  withdrawPass: (v) =>
    !v
      ? fail(ResultCode.EnterWithdrawPassword, 'withdrawPass')
      : WITHDRAW_PASSWORD_PATTERN.test(v)
        ? null
        : fail(ResultCode.WithdrawPasswordFormat, 'withdrawPass'),
  memNick: (v) =>
    !v.trim()
      ? fail(ResultCode.MissingNick, 'memNick')
      : NICK_PATTERN.test(v)
        ? null
        : fail(ResultCode.NickFormat, 'memNick', NICK_LENGTH),
  name: (v) =>
    !v.trim()
      ? fail(ResultCode.MissingName, 'name')
      : LETTERS_PATTERN.test(v.trim())
        ? null
        : fail(ResultCode.NameFormat, 'name'),
  phone: (v) => (PHONE_PATTERN.test(v.trim()) ? null : fail(ResultCode.PhoneFormat, 'phone')),
  bankName: (v) => {
    const letters = v.trim();
    return LETTERS_PATTERN.test(letters) && [...letters.replace(/ /g, '')].length >= BANK_NAME_MIN_LETTERS
      ? null
      : fail(ResultCode.NameFormat, 'bankName');
  },
  // §5 names no code for the account number: empty is U023 (no registered account), not digits E003.
  accountNo: (v) => {
    if (!v.trim()) return fail(ResultCode.NoRegisteredAccount, 'accountNo');
    const ok =
      DIGITS_PATTERN.test(v.trim()) &&
      v.trim().length >= ACCOUNT_NO_LENGTH.min &&
      v.trim().length <= ACCOUNT_NO_LENGTH.max;
    return ok ? null : fail(ResultCode.InvalidRequest, 'accountNo', { fields: ['accountNo'] });
  },
  accountHolder: (v) => (LETTERS_PATTERN.test(v.trim()) ? null : fail(ResultCode.NameFormat, 'accountHolder')),
  recommender: (v) => (v.trim() ? null : fail(ResultCode.MissingRecommender, 'recommender')),
} satisfies Record<string, Rule>;

/** §5: a password and its confirmation must match (U102 marked confirm; withdrawal C017). */
export const confirmRules = {
  password: (value: string, confirm: string) =>
    value === confirm ? null : fail(ResultCode.PasswordFormat, 'memPassConfirm', { confirm: true }),
  withdrawPassword: (value: string, confirm: string) =>
    value === confirm ? null : fail(ResultCode.WithdrawPasswordMismatch, 'withdrawPassConfirm'),
};

const text = (max: number) => z.string().max(max).default('');

/** /api/member/signup: a missing field is an empty string, so it gets its own §8 code, not E003. */
export const SignupRequest = z.object({
  memId: text(40),
  memPass: text(100),
  memPassConfirm: text(100),
  withdrawPass: text(20),
  withdrawPassConfirm: text(20),
  memNick: text(40),
  name: text(40),
  phone: text(30),
  bankName: text(40),
  accountNo: text(40),
  accountHolder: text(40),
  recommender: text(40),
  /**
   * The partner link the front remembered (docs/domains/partner-codes.md): with no recommender
   * typed, the member lands under the code's partner. A code no longer open answers U601.
   */
  joinCode: z.string().max(40).optional(),
  joinSubId: z.string().max(40).optional(),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const SignupResponse = z.object({
  memId: z.string(),
  /** Always 'wait': a new member logs in once staff approve (U002 until then). */
  status: z.literal(MemberStatus.Waiting),
});
export type SignupResponse = z.infer<typeof SignupResponse>;

const first = (problems: (FieldProblem | null)[]): FieldProblem | null => problems.find((p) => p !== null) ?? null;

/**
 * Every §5 sign-up rule that needs no database, in the order of the form. Through a partner link or
 * domain (`viaLink`) the recommender may be left empty: the link names the partner.
 */
export function checkSignup(input: SignupRequest, viaLink = false): FieldProblem | null {
  const r = memberFieldRules;
  return first([
    r.memId(input.memId),
    r.memPass(input.memPass),
    confirmRules.password(input.memPass, input.memPassConfirm),
    r.withdrawPass(input.withdrawPass),
    confirmRules.withdrawPassword(input.withdrawPass, input.withdrawPassConfirm),
    r.memNick(input.memNick),
    r.name(input.name),
    r.phone(input.phone),
    r.bankName(input.bankName),
    r.accountNo(input.accountNo),
    r.accountHolder(input.accountHolder),
    viaLink ? null : r.recommender(input.recommender),
  ]);
}

/** The kinds of /api/member/update (§2 my page: info edit, password change, withdrawal password change). */
export const UpdateKind = { Info: 'info', Password: 'password', WithdrawPassword: 'withdrawPassword' } as const;

/** Info edit: only the fields sent change; the current password confirms the edit (it can move the payout account). */
export const UpdateInfoRequest = z.object({
  kind: z.literal(UpdateKind.Info),
  memPass: text(100),
  memNick: z.string().max(40).optional(),
  phone: z.string().max(30).optional(),
  bankName: z.string().max(40).optional(),
  accountNo: z.string().max(40).optional(),
  accountHolder: z.string().max(40).optional(),
});
export type UpdateInfoRequest = z.infer<typeof UpdateInfoRequest>;

export const ChangePasswordRequest = z.object({
  kind: z.literal(UpdateKind.Password),
  oldPass: text(100),
  newPass: text(100),
  newPassConfirm: text(100),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** The old withdrawal password, or the account password when the old one is forgotten or unset. */
export const ChangeWithdrawPasswordRequest = z.object({
  kind: z.literal(UpdateKind.WithdrawPassword),
  oldWithdrawPass: text(20),
  memPass: text(100),
  newWithdrawPass: text(20),
  newWithdrawPassConfirm: text(20),
});
export type ChangeWithdrawPasswordRequest = z.infer<typeof ChangeWithdrawPasswordRequest>;

export const UpdateRequest = z.discriminatedUnion('kind', [
  UpdateInfoRequest,
  ChangePasswordRequest,
  ChangeWithdrawPasswordRequest,
]);
export type UpdateRequest = z.infer<typeof UpdateRequest>;

const sent = (value: string | undefined, rule: Rule): FieldProblem | null => (value === undefined ? null : rule(value));

/** §5 rules of an info edit that need no database; fields not sent are not checked. */
export function checkInfoUpdate(input: UpdateInfoRequest): FieldProblem | null {
  const r = memberFieldRules;
  return first([
    input.memPass ? null : fail(ResultCode.MissingPassword, 'memPass'),
    sent(input.memNick, r.memNick),
    sent(input.phone, r.phone),
    sent(input.bankName, r.bankName),
    sent(input.accountNo, r.accountNo),
    sent(input.accountHolder, r.accountHolder),
  ]);
}

/** A rule checked under another field's name (the new password follows the sign-up password rule). */
const as = (field: string, problem: FieldProblem | null): FieldProblem | null => problem && { ...problem, field };

export function checkPasswordChange(input: ChangePasswordRequest): FieldProblem | null {
  return first([
    input.oldPass ? null : fail(ResultCode.MissingPassword, 'oldPass'),
    as('newPass', memberFieldRules.memPass(input.newPass)),
    as('newPassConfirm', confirmRules.password(input.newPass, input.newPassConfirm)),
  ]);
}

export function checkWithdrawPasswordChange(input: ChangeWithdrawPasswordRequest): FieldProblem | null {
  return first([
    input.oldWithdrawPass || input.memPass ? null : fail(ResultCode.EnterWithdrawPassword, 'oldWithdrawPass'),
    as('newWithdrawPass', memberFieldRules.withdrawPass(input.newWithdrawPass)),
    as('newWithdrawPassConfirm', confirmRules.withdrawPassword(input.newWithdrawPass, input.newWithdrawPassConfirm)),
  ]);
}

/** §6 what staff (or a partner over its subtree) may set on a member; absent fields stay. */
export const MemberFlags = z.object({
  status: MemberStatusSchema.optional(),
  level: z.number().int().min(1).max(99).optional(),
  locked: z.boolean().optional(),
  canLogin: z.boolean().optional(),
  canBet: z.boolean().optional(),
  canRecommend: z.boolean().optional(),
  casinoOpen: z.boolean().optional(),
  slotOpen: z.boolean().optional(),
  /** Withdrawals locked by 5 wrong withdrawal passwords (false lifts it, true locks them). */
  pinLocked: z.boolean().optional(),
  /** The partner gate locked by 5 wrong partner passwords. */
  gateLocked: z.boolean().optional(),
});
export type MemberFlags = z.infer<typeof MemberFlags>;

/** The office record of a member's state and flags (office convention: every record has an id). */
export const MemberFlagsRecord = z.object({
  id: z.number().int(),
  memId: z.string(),
  status: MemberStatusSchema,
  level: z.number().int(),
  locked: z.boolean(),
  canLogin: z.boolean(),
  canBet: z.boolean(),
  canRecommend: z.boolean(),
  casinoOpen: z.boolean(),
  slotOpen: z.boolean(),
  pinLocked: z.boolean(),
  gateLocked: z.boolean(),
  /** When 8 wrong passwords locked the account (null: not locked so, or locked by staff). */
  lockedAt: z.string().nullable(),
});
export type MemberFlagsRecord = z.infer<typeof MemberFlagsRecord>;

/** /api/admin/members/lock: lock or unlock one member (staff area 'members'). */
export const MemberLockRequest = z.object({ id: z.number().int().positive(), locked: z.boolean() });
