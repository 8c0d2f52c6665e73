/**
 * The house sportsbook as a catalogue vendor of group sports (§2: the sports modal lists the
 * vendors of group sports and leads to sportsViewer with vendor and gameCode). It needs no
 * adapter: like the minigames it is the house's own, so it always plays. §3 keeps 301–303 for the
 * outside sports vendors (inplay, pinnacle, BTI); the house takes 300.
 */
export const HOUSE_SPORTSBOOK = { procId: 300, lobbySymbol: 'house', name: 'Winner Sports' } as const;

export const isHouseSportsbook = (vendor: { groupCode: string; procId: number }): boolean =>
  vendor.groupCode === 'sports' && vendor.procId === HOUSE_SPORTSBOOK.procId;

/**
 * Whether a catalogue vendor can be played: an adapter is configured (`playable`), or it is the
 * house's own (minigames and the house sportsbook need none). The server hides the others from
 * members unless the site shows them as "in preparation"; the member front marks them so.
 */
export const vendorPlays = (vendor: { groupCode: string; procId: number; playable: boolean }): boolean =>
  vendor.playable || vendor.groupCode === 'minigame' || isHouseSportsbook(vendor);
