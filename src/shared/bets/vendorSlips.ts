/**
 * Slips of vendor games: one per provider round, a leg per bet the vendor named (its
 * `betCode`: SPIN, BANKER …). They carry no odds of ours; both fronts show the bets in words.
 */
const VENDOR_PRODUCT_GROUPS = ['casino', 'slot', 'virtual', 'esport', 'fishing'] as const;

export const isVendorGroup = (group: string): boolean => (VENDOR_PRODUCT_GROUPS as readonly string[]).includes(group);
