import type { PublicSiteOptions } from '../../../shared/api/site';
import type { MemberData } from '../../../shared/api/member';

/** §2/§6: the partner link shows only when the site option and the member both say recommendYn Y. */
export const canSeePartner = (options: Partial<PublicSiteOptions>, member: MemberData | null): boolean =>
  options.recommendYn === 'Y' && member?.recommendYn === 'Y';

export const PARTNER_PATH = '/partner';
