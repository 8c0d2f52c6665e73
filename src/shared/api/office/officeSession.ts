import { z } from 'zod';
import { LoginRequest, TierSchema } from '../member';

/**
 * The office session (issue 16 item 3). It lives in the HttpOnly cookie OFFICE_COOKIE, which the
 * server reads on office calls only; a browser script never holds it. What the office front
 * keeps is this: the CSRF token it sends as OFFICE_CSRF_HEADER on every office call (kept in the
 * tab's sessionStorage, out of reach of the member front's pages) and the session's end, for
 * the §9 renewal at one minute left.
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
  partner: z.object({ memId: z.string(), memNick: z.string(), tier: TierSchema }),
  /** §6: the partner set a gate password and this session has not passed it yet. */
  gateRequired: z.boolean(),
});
export type PartnerLoginResponse = z.infer<typeof PartnerLoginResponse>;
