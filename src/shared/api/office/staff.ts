import { z } from 'zod';
import { PASSWORD_PATTERN } from '../member';
import { StaffPairSchema } from './areas';
import { createBody, listBody, TextFilter, updateBody } from './common';
import { OfficeId } from '../office';

/**
 * Staff accounts, roles, the office IP allowlist and partner sub-users (docs/domains/staff.md,
 * docs/domains/partners.md#sub-users).
 */

/** A staff id: letters, digits and `_`; never a dot, which only sub-user ids carry. */
const StaffLoginId = z.string().regex(/^[A-Za-z0-9_]{3,40}$/);
const Password = z.string().regex(PASSWORD_PATTERN);

export const StaffRecord = z.object({
  id: z.number().int(),
  staffId: z.string(),
  name: z.string(),
  role: z.string(),
  roleName: z.string(),
  enabled: z.boolean(),
  totpOn: z.boolean(),
  totpRequired: z.boolean(),
  lastSignInAt: z.string().nullable(),
  liveSessions: z.number().int(),
  createdAt: z.string(),
});
export type StaffRecord = z.infer<typeof StaffRecord>;
export const StaffList = listBody(z.object({ staffId: TextFilter.optional(), role: z.string().max(40).optional() }));
export const StaffCreateRequest = createBody(
  z.object({
    staffId: StaffLoginId,
    name: z.string().trim().max(60).default(''),
    role: z.string().max(40),
    password: Password,
  }),
);
export const StaffUpdateRequest = updateBody(
  z.object({
    name: z.string().trim().max(60).optional(),
    role: z.string().max(40).optional(),
    enabled: z.boolean().optional(),
  }),
);
/** A new password set by another staff member: every session of the account ends. */
export const StaffPasswordRequest = OfficeId.extend({ password: Password });
export const StaffTotpRequest = OfficeId.extend({ required: z.boolean() });

/** A role of the site: its pairs (`deposits.approve`…); the default roles are fixed. */
export const StaffRoleRecord = z.object({
  id: z.string(),
  name: z.string(),
  pairs: z.array(StaffPairSchema),
  isDefault: z.boolean(),
  holders: z.number().int(),
});
export type StaffRoleRecord = z.infer<typeof StaffRoleRecord>;
export const StaffRoleList = listBody(z.object({}));
const RoleKey = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/);
export const StaffRoleCreateRequest = createBody(
  z.object({ key: RoleKey, name: z.string().trim().min(1).max(60), pairs: z.array(StaffPairSchema).max(200) }),
);
export const StaffRoleUpdateRequest = updateBody(
  z.object({ name: z.string().trim().min(1).max(60).optional(), pairs: z.array(StaffPairSchema).max(200).optional() }),
);

/** One address or network (CIDR) the office accepts staff from; an empty list accepts any. */
export const OfficeIpRecord = z.object({ id: z.string(), memo: z.string(), createdAt: z.string() });
export type OfficeIpRecord = z.infer<typeof OfficeIpRecord>;
export const OfficeIpList = listBody(z.object({}));
export const OfficeIpCreateRequest = createBody(
  z.object({ ip: z.string().trim().min(2).max(60), memo: z.string().trim().max(200).default('') }),
);

/** A partner's sub-user: its login id is `<partner id>.<name>`, so it never meets a member id. */
export const SubUserRecord = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  readOnly: z.boolean(),
  enabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SubUserRecord = z.infer<typeof SubUserRecord>;
export const SubUserList = listBody(z.object({}));
export const SubUserCreateRequest = createBody(
  z.object({
    suffix: z.string().regex(/^[a-z0-9]{2,20}$/),
    name: z.string().trim().max(60).default(''),
    readOnly: z.boolean(),
    password: Password,
  }),
);
export const SubUserUpdateRequest = updateBody(
  z.object({
    name: z.string().trim().max(60).optional(),
    readOnly: z.boolean().optional(),
    enabled: z.boolean().optional(),
    password: Password.optional(),
  }),
);

/** Forced logout of a member: how many sessions ended (game sessions with them). */
export const ForcedLogoutResult = z.object({ id: z.number().int(), endedSessions: z.number().int() });
