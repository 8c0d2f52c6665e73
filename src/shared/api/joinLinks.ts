import { z } from 'zod';

/**
 * Partner sign-up links (docs/domains/partner-codes.md): `/?ref=<code>&sub=<sub-id>` on the member
 * front, or any page of a partner's own domain. The front remembers the link for
 * JOIN_LINK_DAYS and sends it with the sign-up, so the member lands under the code's partner
 * without typing a recommender id.
 */
export const JOIN_LINK_DAYS = 30;
/** The query parameters of a link. */
export const JOIN_LINK_PARAMS = { code: 'ref', subId: 'sub' } as const;

/** A code: 4–20 letters and digits, kept in lower case (a link's case never matters). */
export const JOIN_CODE = /^[a-z0-9]{4,20}$/;
/** A sub-id names the partner's channel (a blog, a chat room): 1–32 letters, digits, `_` or `-`. */
export const JOIN_SUB_ID = /^[a-z0-9_-]{1,32}$/;

/** A code as typed or read from a link: trimmed, lower case; checked against JOIN_CODE. */
export const normalJoinCode = (value: string): string => value.trim().toLowerCase();

export const JoinCode = z.string().trim().toLowerCase().regex(JOIN_CODE);

/** The front reports a link's visit (or, without a code, a visit to a partner's domain). */
export const JoinVisitRequest = z.object({
  code: z.string().max(40).optional(),
  subId: z.string().max(40).optional(),
});
export type JoinVisitRequest = z.infer<typeof JoinVisitRequest>;

/** The link to remember, or null when the code is unknown or closed and the domain is no partner's. */
export const JoinVisitResponse = z
  .object({
    code: z.string(),
    subId: z.string(),
  })
  .nullable();
export type JoinVisitResponse = z.infer<typeof JoinVisitResponse>;

/** The link the member front remembers: its code, sub-id and until when (epoch ms). */
export interface RememberedJoinLink {
  code: string;
  subId: string;
  until: number;
}

/** A code's link on a site address (`https://site`), with a channel's sub-id when given. */
export function joinLinkOf(origin: string, code: string, subId = ''): string {
  const url = new URL('/', origin);
  url.searchParams.set(JOIN_LINK_PARAMS.code, code);
  if (subId) url.searchParams.set(JOIN_LINK_PARAMS.subId, subId);
  return url.toString();
}
