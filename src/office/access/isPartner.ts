import type { MemberData } from '../../shared/api/member';
import { PARTNER_TIERS } from '../../shared/enums';

/** §6: a member of a partner tier whose recommendYn is Y sees the partner office. */
export const isPartner = (member: Pick<MemberData, 'tier' | 'recommendYn'>): boolean =>
  (PARTNER_TIERS as readonly string[]).includes(member.tier) && member.recommendYn === 'Y';
