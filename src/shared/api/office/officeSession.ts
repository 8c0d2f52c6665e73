import { z } from 'zod';
import { LoginRequest, TierSchema } from '../member';
import { StaffIdentity } from './areas';

/**
 * The office session (docs/architecture/security.md#where-sessions-live). It lives in the HttpOnly
 * cookie OFFICE_COOKIE, which the server reads on office calls only; a browser script never holds
 * it. What the office front keeps is this: the CSRF token it sends as OFFICE_CSRF_HEADER on every
 * office call (kept in the tab's sessionStorage, out of reach of the member front's pages) and the
 * session's end, for the §9 renewal at one minute left.
 */
export const OFFICE_COOKIE = 'office_token';
export const OFFICE_CSRF_HEADER = 'x-csrf-token';

export const OfficeSession = z.object({
  csrfToken: z.string(),
  /** Epoch milliseconds when the session's token ends. */
  expiresAt: z.number().int(),
});
export type OfficeSession = z.infer<typeof OfficeSession>;

/** POST /api/partner/login: a partner's own id and member password; a non-partner gets U029 and no session. */
export const PartnerLoginRequest = LoginRequest;
export const PartnerLoginResponse = OfficeSession.extend({
  partner: z.object({
    memId: z.string(),
    memNick: z.string(),
    tier: TierSchema,
    /** A sub-user signed in for the partner (docs/domains/partners.md#sub-users): its own id and rights. */
    subUser: z.object({ loginId: z.string(), readOnly: z.boolean() }).nullable(),
  }),
  /** §6: the partner set a gate password and this session has not passed it yet. */
  gateRequired: z.boolean(),
});
export type PartnerLoginResponse = z.infer<typeof PartnerLoginResponse>;

/**
 * POST /api/office/login (docs/domains/identity.md#office-sign-in): the office's one sign-in form.
 * The server decides who signs in: an id of a staff account of the site is a staff login (with
 * `otp` when its TOTP is on: U003 with `data.otp` asks for it), any other id a partner login (U029
 * for a member without partner rights, before any session is made).
 */
export const OfficeLoginRequest = z.object({
  loginId: z.string().max(100),
  password: z.string().max(200),
  otp: z.string().max(10).optional(),
});
export const OfficeLoginResponse = z.discriminatedUnion('kind', [
  PartnerLoginResponse.extend({ kind: z.literal('partner') }),
  OfficeSession.extend({
    kind: z.literal('staff'),
    staff: StaffIdentity,
  }),
]);
export type OfficeLoginResponse = z.infer<typeof OfficeLoginResponse>;
