import { describe, expect, it } from 'vitest';
import { MemberStatus, Tier } from './enums';
import { isPartner, isPartnerTier, isSignedInPartner } from './partner';

const partner = { tier: Tier.Shop, recommendYn: 'Y', status: MemberStatus.Normal };

describe('isPartner (§6)', () => {
  it('needs a partner tier, recommendYn Y on the member and the site, and the normal state', () => {
    expect(isPartner(partner, 'Y')).toBe(true);
    expect(isPartner({ ...partner, tier: Tier.Normal }, 'Y')).toBe(false);
    expect(isPartner({ ...partner, recommendYn: 'N' }, 'Y')).toBe(false);
    expect(isPartner(partner, 'N')).toBe(false);
    expect(isPartner(partner, undefined)).toBe(false);
    expect(isPartner({ ...partner, status: MemberStatus.Stop }, 'Y')).toBe(false);
  });

  it('takes a signed-in member as normal', () => {
    expect(isSignedInPartner({ tier: Tier.HeadOffice, recommendYn: 'Y' }, 'Y')).toBe(true);
    expect(isSignedInPartner({ tier: Tier.Normal, recommendYn: 'Y' }, 'Y')).toBe(false);
  });

  it('knows the five partner tiers', () => {
    expect(['PTN_1', 'PTN_2', 'PTN_3', 'PTN_4', 'PTN_5'].every(isPartnerTier)).toBe(true);
    expect(isPartnerTier('NORMAL')).toBe(false);
  });
});
