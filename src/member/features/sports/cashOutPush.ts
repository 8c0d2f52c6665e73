import type { SportsCashOutQuote, SportsPush } from '../../../shared/api/sports';

/**
 * A quote with the odds a push brought for its open legs' picks (docs/domains/sportsbook.md#cash-out),
 * so the page values the slip again by the shared rule at once; null when a leg's market or fixture
 * is no longer open (no cash-out until the next quote says otherwise). The server values it again
 * on accept.
 */
export function withPushedOdds(quote: SportsCashOutQuote, push: SportsPush): SportsCashOutQuote | null {
  const markets = new Map(
    push.fixtures.flatMap((f) => f.markets.map((m) => [m.marketId, { ...m, fixtureState: f.state }] as const)),
  );
  let closed = false;
  const legs = quote.legs.map((leg) => {
    const market = markets.get(leg.marketId);
    if (!market || leg.outcome !== 'PENDING') return leg;
    if (market.state !== 'open' || market.fixtureState !== 'open') closed = true;
    const odds = market.odds.find((o) => o.pick === leg.pick)?.odds;
    return odds === undefined ? leg : { ...leg, currentOdds: odds };
  });
  return closed ? null : { ...quote, legs };
}
