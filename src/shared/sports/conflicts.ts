import { z } from 'zod';
import type { MarketType, SportsPick } from './markets';

/**
 * §5 conflicting combinations inside one fixture. Each winloose, handicap and under/over pick has a
 * class: W win (home), D draw, L lose (away win), HW / HL handicap home / away, O over, U under.
 * A pair of classes on one fixture is a rule (`W+D`, `O+U` …, classes in this order); the site's
 * matrix (site option sportsConflictRules) lists the refused pairs, each refused with its own
 * message `front.sports.conflict.<A>_<B>`. Specials have no class: only two picks of the same
 * special market are refused (a duplicate, B6005).
 */
const PICK_CLASSES = ['W', 'D', 'L', 'HW', 'HL', 'O', 'U'] as const;
type PickClass = (typeof PICK_CLASSES)[number];

function pickClass(type: MarketType, pick: SportsPick): PickClass | null {
  switch (type) {
    case '1x2':
    case '12':
      return pick === 'home' ? 'W' : pick === 'draw' ? 'D' : 'L';
    case 'handicap':
      return pick === 'home' ? 'HW' : 'HL';
    case 'total':
      return pick === 'over' ? 'O' : 'U';
    default:
      return null;
  }
}

/** The rule of two classes, in class order: `W+D`, never `D+W`. */
const conflictRule = (a: PickClass, b: PickClass): string =>
  PICK_CLASSES.indexOf(a) <= PICK_CLASSES.indexOf(b) ? `${a}+${b}` : `${b}+${a}`;

/** Every pair of classes, each once (28 rules). */
export const ALL_CONFLICT_RULES: readonly string[] = PICK_CLASSES.flatMap((a, i) =>
  PICK_CLASSES.slice(i).map((b) => conflictRule(a, b)),
);

/**
 * The spec's list (§5): win+win, win+draw, win+lose, draw+draw, over+over, under+under,
 * under+over "and the other mixes of win, draw, lose, handicap win/lose, over, under" — every pair.
 * @alias
 */
export const DEFAULT_CONFLICT_RULES: readonly string[] = ALL_CONFLICT_RULES;

export const ConflictRuleSchema = z.string().refine((r) => ALL_CONFLICT_RULES.includes(r), 'not a conflict rule');

/** The locale key of a rule's refusal message. */
export const conflictMessageKey = (rule: string): string => `front.sports.conflict.${rule.replace('+', '_')}`;

export interface ConflictLeg {
  fixtureId: number;
  marketId: number;
  type: MarketType;
  pick: SportsPick;
}

export type Conflict =
  { kind: 'duplicate'; fixtureId: number; marketId: number } | { kind: 'rule'; fixtureId: number; rule: string };

/**
 * The first conflict among a slip's legs, or null. Two classed picks of one fixture are judged by
 * the matrix (the same pick twice is W+W, O+O …); two picks of one special market are a duplicate.
 */
export function findConflict(legs: readonly ConflictLeg[], refused: ReadonlySet<string>): Conflict | null {
  for (const [i, a] of legs.entries()) {
    for (const b of legs.slice(i + 1)) {
      if (b.fixtureId !== a.fixtureId) continue;
      const ca = pickClass(a.type, a.pick);
      const cb = pickClass(b.type, b.pick);
      if (ca && cb) {
        if (refused.has(conflictRule(ca, cb)))
          return { kind: 'rule', fixtureId: a.fixtureId, rule: conflictRule(ca, cb) };
      } else if (a.marketId === b.marketId) {
        return { kind: 'duplicate', fixtureId: a.fixtureId, marketId: a.marketId };
      }
    }
  }
  return null;
}
