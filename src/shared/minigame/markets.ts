import { GameKind } from './games';

/**
 * §3 bet types per game kind: each market is a set of picks, exactly one of which wins a drawn
 * round (see `winningPicks`). Default odds are decimal odds x 100 as Korean sites quote them; the
 * house edits them per site in `minigame_odds`.
 */
export interface MarketDefinition {
  market: string;
  picks: Record<string, number>;
}

const market = (name: string, picks: Record<string, number>): MarketDefinition => ({ market: name, picks });
const oddEven = (name: string) => market(name, { odd: 195, even: 195 });
const underOver = (name: string) => market(name, { under: 195, over: 195 });

export const MARKETS: Record<GameKind, readonly MarketDefinition[]> = {
  [GameKind.Powerball]: [
    // Power ball 0–9.
    oddEven('power_oe'),
    underOver('power_uo'),
    market('power_section', { A: 310, B: 420, C: 420, D: 310 }),
    market('power_number', Object.fromEntries(Array.from({ length: 10 }, (_, n) => [String(n), 900]))),
    // Sum of the five normal balls, 15–130.
    oddEven('sum_oe'),
    underOver('sum_uo'),
    market('sum_size', { small: 280, medium: 250, large: 280 }),
    // Combinations: odd/even with under/over.
    market('power_combo', { odd_under: 410, odd_over: 310, even_under: 310, even_over: 410 }),
    market('sum_combo', { odd_under: 370, odd_over: 370, even_under: 370, even_over: 370 }),
  ],
  [GameKind.Ladder]: [
    market('start', { left: 195, right: 195 }),
    market('lines', { '3': 195, '4': 195 }),
    oddEven('finish'),
    market('combo', { left_3_even: 370, left_4_odd: 370, right_3_odd: 370, right_4_even: 370 }),
  ],
  [GameKind.Keno]: [oddEven('sum_oe'), underOver('sum_uo')],
};
