/**
 * Slips of vendor games (issue 11): one per provider round, a leg per bet the vendor named (its
 * `betCode`: SPIN, BANKER …). They carry no odds of ours; both fronts show the bets in words.
 */
export const VENDOR_PRODUCT_GROUPS = ['casino', 'slot', 'virtual', 'esport', 'fishing'] as const;

export const isVendorGroup = (group: string): boolean => (VENDOR_PRODUCT_GROUPS as readonly string[]).includes(group);

/** The catalogue key of a vendor bet code's words; a code without one shows as the vendor sent it. */
export const betCodeKey = (market: string): string => `front.slip.betCode.${market.toUpperCase()}`;
