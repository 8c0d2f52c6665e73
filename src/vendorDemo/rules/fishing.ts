import { frac, type Fraction } from './fraction';
import type { Rng } from './rng';

/**
 * Fishing: each shot costs the stake and is aimed at one fish. A fish worth m times the stake
 * is caught with chance 96 / (100 m) (drawn as a whole number below 100 m being under 96), so
 * every shot at every fish returns exactly 96%.
 */
const FISHING_RETURN_PERCENT = 96;

export const FISH = [
  { kind: 'CLOWN', multiplier: 2 },
  { kind: 'PUFFER', multiplier: 3 },
  { kind: 'TURTLE', multiplier: 5 },
  { kind: 'RAY', multiplier: 10 },
  { kind: 'SHARK', multiplier: 20 },
  { kind: 'WHALE', multiplier: 50 },
  { kind: 'DRAGON', multiplier: 100 },
] as const;
export type FishKind = (typeof FISH)[number]['kind'];

export const fishBetCode = (kind: FishKind): string => `SHOT_${kind}`;
export const fishOfCode = (code: string): (typeof FISH)[number] | undefined =>
  FISH.find((f) => fishBetCode(f.kind) === code);

/** Shot stakes offered (a shot is small and fast). */
export const FISHING_STAKES = [100, 200, 500, 1000, 2000, 5000] as const;

export interface ShotOutcome {
  kind: FishKind;
  caught: boolean;
}

export function shoot(fish: (typeof FISH)[number], rng: Rng): ShotOutcome {
  return { kind: fish.kind, caught: rng.int(100 * fish.multiplier) < FISHING_RETURN_PERCENT };
}

export const shotPayout = (fish: (typeof FISH)[number], stake: number, shot: ShotOutcome): number =>
  shot.caught ? stake * fish.multiplier : 0;

export const fishingReturn = (): Fraction => frac(FISHING_RETURN_PERCENT, 100);
