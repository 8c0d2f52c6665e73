import { z } from 'zod';
import { DateRangeFilter, listBody, TextFilter, TierSchema } from './common';

/** Which front a sign-in or a live session is of: the member front or the partner office. */
export const SESSION_KINDS = ['member', 'office'] as const;
const SessionKindSchema = z.enum(SESSION_KINDS);

/**
 * §2 partner tab "access info": each sign-in try of the caller's subtree (staff: the site), with
 * time, address, device and result. `memberId` is exact (the member detail's logins tab).
 */
const LoginEventFilter = DateRangeFilter.extend({
  memberId: z.number().int().positive().optional(),
  memId: TextFilter.optional(),
  ip: TextFilter.optional(),
  kind: SessionKindSchema.optional(),
  /** Only the successful ones, or only the refused ones. */
  success: z.boolean().optional(),
});
export const LoginEventList = listBody(LoginEventFilter);

export const LoginEventRecord = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  memId: z.string(),
  kind: SessionKindSchema,
  ip: z.string(),
  /** Browser and system read from the User-Agent ('' when it names none). */
  browser: z.string(),
  os: z.string(),
  deviceId: z.string(),
  /** '200' when it signed in, else the result code it was refused with. */
  result: z.string(),
  createdAt: z.string(),
});
export type LoginEventRecord = z.infer<typeof LoginEventRecord>;

/** §2 partner tab "online members": members of the subtree holding a live session now. */
const OnlineFilter = z.object({
  memId: TextFilter.optional(),
  tier: TierSchema.optional(),
  kind: SessionKindSchema.optional(),
});
export const OnlineList = listBody(OnlineFilter);

export const OnlineRecord = z.object({
  /** The session id. */
  id: z.string(),
  memberId: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  tier: TierSchema,
  parentMemId: z.string().nullable(),
  kind: SessionKindSchema,
  ip: z.string(),
  cash: z.number().int(),
  /** When the session began, and until when its token is good without a refresh. */
  since: z.string(),
  expiresAt: z.string(),
});
export type OnlineRecord = z.infer<typeof OnlineRecord>;
