import type { Product } from '../../../site';

/**
 * §4 "one provider opens in an in-page frame route": the demo transfer-wallet vendor plays inside
 * /slot/game (§2, empty layout) rather than in a popup, so both ways of playing stay exercised.
 */
const FRAME_VENDOR_SYMBOL = 'demotransfer';

export const opensInFrame = (vendor: Product): boolean => vendor.lobbySymbol === FRAME_VENDOR_SYMBOL;

/** §2 the page that frames the game inside the site (its header, an exit). */
export const SLOT_FRAME_PATH = '/slot/game';

/** The frame route's address: the game address, its title, and the vendor whose money comes back when it ends. */
export const slotFramePath = (url: string, vendor: Pick<Product, 'groupCode' | 'procId'>, title: string): string =>
  `${SLOT_FRAME_PATH}?${new URLSearchParams({ url, group: vendor.groupCode, vendor: String(vendor.procId), title }).toString()}`;
