import { vendorCheckCode } from '../../shared/api/games';
import { vendorPlays } from '../../shared/sports/houseVendor';
import type { Product, SiteCheck } from './siteTypes';

/**
 * What a vendor tile says (docs/domains/vendors.md#the-catalogue): a vendor with no adapter
 * configured is "in preparation" (sent to members only when the site option showPreparingVendors
 * is on; a real state of the catalogue, not a missing page); a §3 site
 * check of type game on it (or on its whole group) is maintenance; otherwise it plays. The server
 * refuses launches on its own rules.
 */
export type VendorStatus = 'ready' | 'preparing' | 'maintenance';

export function vendorStatus(vendor: Product, checks: readonly SiteCheck[]): VendorStatus {
  const codes = [vendorCheckCode(vendor.groupCode, vendor.procId), vendor.groupCode];
  if (checks.some((check) => check.type === 'game' && check.checkYn === 'Y' && codes.includes(check.gameCode ?? '')))
    return 'maintenance';
  return vendorPlays(vendor) ? 'ready' : 'preparing';
}
