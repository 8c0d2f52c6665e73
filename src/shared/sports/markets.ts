import { z } from 'zod';
import { SPORTS, type SportKey } from './sports';

/**
 * Markets of the results tabs (§2 /result/sport: winloose, handy, underover, special). Each type
 * names its picks; `line` (× 100) is the home side's handicap or the total. A market's name is the
 * locale key `front.sports.market.<type>`, a pick's `front.sports.pick.<pick>`.
 */
export const MARKET_KINDS = ['winloose', 'handy', 'underover', 'special'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
export const MarketKindSchema = z.enum(MARKET_KINDS);

export const MARKET_TYPES = {
  /** Full-time result where a draw exists. */
  '1x2': { kind: 'winloose', picks: ['home', 'draw', 'away'], line: false },
  /** Two-way winner (no draw; extra time and shoot-outs count). */
  '12': { kind: 'winloose', picks: ['home', 'away'], line: false },
  /** Home score + line against away score. */
  handicap: { kind: 'handy', picks: ['home', 'away'], line: true },
  /** Both scores together against the line. */
  total: { kind: 'underover', picks: ['over', 'under'], line: true },
  /** First-half result (needs the half-time score). */
  ht1x2: { kind: 'special', picks: ['home', 'draw', 'away'], line: false },
  /** Odd or even total score (0 is even). */
  oddeven: { kind: 'special', picks: ['odd', 'even'], line: false },
  /** Both teams to score. */
  btts: { kind: 'special', picks: ['yes', 'no'], line: false },
} as const satisfies Record<string, { kind: MarketKind; picks: readonly string[]; line: boolean }>;

export type MarketType = keyof typeof MARKET_TYPES;
export const MARKET_TYPE_KEYS = Object.keys(MARKET_TYPES) as MarketType[];
export const MarketTypeSchema = z.enum(MARKET_TYPE_KEYS as [MarketType, ...MarketType[]]);

const PICKS = ['home', 'draw', 'away', 'over', 'under', 'odd', 'even', 'yes', 'no'] as const;
export type SportsPick = (typeof PICKS)[number];
export const PickSchema = z.enum(PICKS);

export const marketKind = (type: MarketType): MarketKind => MARKET_TYPES[type].kind;
export const marketNameKey = (type: MarketType): string => `front.sports.market.${type}`;
export const pickNameKey = (pick: SportsPick): string => `front.sports.pick.${pick}`;
export const isPickOf = (type: MarketType, pick: string): pick is SportsPick =>
  (MARKET_TYPES[type].picks as readonly string[]).includes(pick);

/** The winloose market a sport offers: 1X2 where a draw exists, else two-way. */
export const winnerMarket = (sport: SportKey): MarketType => (SPORTS[sport].draw ? '1x2' : '12');

/** A quarter line (.25 / .75) splits at settlement; only sports with Asian lines offer one. */
export const isQuarterLine = (line: number): boolean => Math.abs(line % 50) === 25;

/**
 * Whether a market is well formed for a sport: a line exactly where the type takes one, whole or
 * half lines (× 100: multiples of 50) and quarter lines only where the sport has them, a
 * non-negative total, and a full-time 1X2 only for sports with draws (a first half can be level in any).
 */
export function validMarket(sport: SportKey, type: MarketType, line: number | null): boolean {
  const def = MARKET_TYPES[type];
  if (def.line !== (line !== null)) return false;
  if (type === '1x2' && !SPORTS[sport].draw) return false;
  if (line === null) return true;
  if (!Number.isSafeInteger(line) || line % 25 !== 0) return false;
  if (isQuarterLine(line) && !SPORTS[sport].quarterLines) return false;
  return type !== 'total' || line >= 0;
}
