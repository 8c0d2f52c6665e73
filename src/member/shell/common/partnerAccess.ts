import type { PublicSiteOptions } from '../../../shared/api/site';
import type { MemberData } from '../../../shared/api/member';
import { isSignedInPartner } from '../../../shared/partner';

/** §2/§6: the way into the partner office shows only to a partner (the shared rule). */
export const canSeePartner = (options: Partial<PublicSiteOptions>, member: MemberData | null): boolean =>
  member !== null && isSignedInPartner(member, options.recommendYn);

export const PARTNER_PATH = '/partner';
