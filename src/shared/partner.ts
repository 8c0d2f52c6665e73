import { MemberStatus, PARTNER_TIERS, YN, type Tier } from './enums';

export type PartnerTier = Exclude<Tier, 'NORMAL'>;

export const isPartnerTier = (tier: string): tier is PartnerTier => (PARTNER_TIERS as readonly string[]).includes(tier);

/** What decides whether a member is a partner (§6). */
export interface PartnerStanding {
  tier: string;
  recommendYn: string;
  status: string;
}

/**
 * §6, the one rule for server and fronts: a partner is a member of a partner tier whose
 * recommendYn is Y, on a site whose recommendYn is Y, in the normal state. The fronts only use it
 * to show or hide the way in; the server refuses every partner call that fails it.
 */
export const isPartner = (member: PartnerStanding, siteRecommendYn: string | undefined): boolean =>
  isPartnerTier(member.tier) &&
  member.recommendYn === YN.Y &&
  siteRecommendYn === YN.Y &&
  member.status === MemberStatus.Normal;

/**
 * The rule for the member a front holds: the server ends the session of any member who is not in
 * the normal state (§4), so a signed-in member is normal.
 */
export const isSignedInPartner = (
  member: Omit<PartnerStanding, 'status'>,
  siteRecommendYn: string | undefined,
): boolean => isPartner({ ...member, status: MemberStatus.Normal }, siteRecommendYn);
