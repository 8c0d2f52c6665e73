import { vendorCheckCode } from '../../shared/api/games';
import { isHouseSportsbook } from '../../shared/sports/houseVendor';
import type { Product, SiteCheck } from './siteTypes';

/**
 * What a vendor tile says (issue 11): a vendor with no adapter configured is "in preparation" (a
 * real state of the catalogue, not a missing page); a §3 site check of type game on it (or on its
 * whole group) is maintenance; otherwise it plays. The server refuses launches on its own rules.
 */
export type VendorStatus = 'ready' | 'preparing' | 'maintenance';

export function vendorStatus(vendor: Product, checks: readonly SiteCheck[]): VendorStatus {
  const codes = [vendorCheckCode(vendor.groupCode, vendor.procId), vendor.groupCode];
  if (checks.some((check) => check.type === 'game' && check.checkYn === 'Y' && codes.includes(check.gameCode ?? ''))) return 'maintenance';
  // Minigames and the sportsbook are the house's own (DESIGN: Games), never behind a vendor adapter.
  return vendor.playable || vendor.groupCode === 'minigame' || isHouseSportsbook(vendor) ? 'ready' : 'preparing';
}
