import type { Product } from '../../site';

/**
 * §2 slot provider sub-routes (/member/slotgame/<name>) in the spec's order, which is the order of
 * the §3 slot vendor codes from the default 201. Any other vendor is reached by its code or its
 * lobby symbol (/member/slotgame/234, /member/slotgame/demoslot).
 */
const SLOT_PROVIDER_ROUTES = {
  kplayslot: 201,
  pragslot: 202,
  habanero: 203,
  slot_elle: 204,
  slot_quick: 205,
  slot_spade: 206,
  slot_playandgo: 207,
  slot_worldmath: 208,
  slot_microgaming: 209,
  slot_ylgaming: 210,
} as const satisfies Record<string, number>;

/** The vendor a route names: a §2 provider name, a vendor code, or a lobby symbol. */
export function vendorNamed(vendors: readonly Product[], name: string | null | undefined): Product | null {
  if (!name) return null;
  const key = name.toLowerCase();
  const procId = (SLOT_PROVIDER_ROUTES as Record<string, number>)[key] ?? (/^\d+$/.test(key) ? Number(key) : null);
  return vendors.find((vendor) => vendor.procId === procId || vendor.lobbySymbol.toLowerCase() === key) ?? null;
}
