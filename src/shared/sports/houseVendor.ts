/**
 * The house sportsbook as a catalogue vendor of group sports (§2: the sports modal lists the
 * vendors of group sports and leads to sportsViewer with vendor and gameCode). It needs no
 * adapter: like the minigames it is the house's own, so it always plays. §3 keeps 301–303 for the
 * outside sports vendors (inplay, pinnacle, BTI); the house takes 300.
 */
export const HOUSE_SPORTSBOOK = { procId: 300, lobbySymbol: 'house', name: 'Winner Sports' } as const;

export const isHouseSportsbook = (vendor: { groupCode: string; procId: number }): boolean =>
  vendor.groupCode === 'sports' && vendor.procId === HOUSE_SPORTSBOOK.procId;
