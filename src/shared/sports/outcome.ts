import type { SettledLegOutcome } from '../bets/slip';
import { isQuarterLine, type MarketType, type SportsPick } from './markets';

/** A fixture's final score; the half-time score where the feed or staff gave one. */
export interface Score {
  home: number;
  away: number;
  htHome?: number | null;
  htAway?: number | null;
}

/**
 * A leg's outcome from the fixture's final score (docs/domains/sportsbook.md#fixtures-and-markets).
 * Null score = the fixture was postponed or cancelled: VOID. A push is recorded as TIE (the slips
 * model's name for "stake back", shared/bets/slip.ts). A quarter line is two half-stakes on the
 * neighbouring lines: win + push is HALF_WIN, push + lose HALF_LOSE. A first-half market without a
 * half-time score is VOID.
 */
export function legOutcome(
  type: MarketType,
  pick: SportsPick,
  line: number | null,
  score: Score | null,
): SettledLegOutcome {
  if (!score) return 'VOID';
  if ((type === 'handicap' || type === 'total') && line !== null && isQuarterLine(line)) {
    return combineHalves(lineOutcome(type, pick, line - 25, score), lineOutcome(type, pick, line + 25, score));
  }
  switch (type) {
    case '1x2':
    case '12':
      return type === '12' && score.home === score.away ? 'VOID' : threeWay(pick, score.home, score.away);
    case 'ht1x2':
      return score.htHome == null || score.htAway == null ? 'VOID' : threeWay(pick, score.htHome, score.htAway);
    case 'handicap':
    case 'total':
      return lineOutcome(type, pick, line ?? 0, score);
    case 'oddeven':
      return ((score.home + score.away) % 2 === 1) === (pick === 'odd') ? 'WIN' : 'LOSE';
    case 'btts':
      return (score.home > 0 && score.away > 0) === (pick === 'yes') ? 'WIN' : 'LOSE';
  }
}

/** Home win, draw or away win against the pick. */
function threeWay(pick: SportsPick, home: number, away: number): SettledLegOutcome {
  const result: SportsPick = home > away ? 'home' : home < away ? 'away' : 'draw';
  return result === pick ? 'WIN' : 'LOSE';
}

/** A whole or half line: compare in hundredths, equal is a push. */
function lineOutcome(type: 'handicap' | 'total', pick: SportsPick, line: number, score: Score): SettledLegOutcome {
  const diff =
    type === 'handicap' ? score.home * 100 + line - score.away * 100 : (score.home + score.away) * 100 - line;
  const backed = pick === 'home' || pick === 'over' ? diff : -diff;
  return backed > 0 ? 'WIN' : backed < 0 ? 'LOSE' : 'TIE';
}

function combineHalves(a: SettledLegOutcome, b: SettledLegOutcome): SettledLegOutcome {
  if (a === b) return a;
  const pair = new Set([a, b]);
  if (pair.has('WIN') && pair.has('TIE')) return 'HALF_WIN';
  if (pair.has('LOSE') && pair.has('TIE')) return 'HALF_LOSE';
  // Neighbouring lines are half a point apart and scores are whole: one cannot win while the other loses.
  throw new Error(`quarter line halves ${a} and ${b}`);
}
