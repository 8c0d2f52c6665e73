import type { Vendor } from '../ledger/gameMoney';

/** The product group of sports slips (shared/bets/productGroups.ts): rolling and losing count under it. */
export const SPORTS_GROUP = 'sports';
/** The house sportsbook as a slip's vendor (§3 game codes name 301–303 for outside books). */
export const SPORTS_VENDOR_CODE = 'house';
/** The vendor account every sports stake goes to and every payout comes from (DESIGN: Money). */
export const SPORTS_LEDGER_VENDOR: Vendor = { group: SPORTS_GROUP, procId: SPORTS_VENDOR_CODE };
