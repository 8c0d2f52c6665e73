import type { BonusProgramData } from '../../../shared/api/office/bonuses';
import { WagerProduct } from '../../../shared/bonuses/terms';

/** What a new program starts with: a 10% deposit bonus for level 1 to wager three times on slots. */
export const NEW_PROGRAM = {
  kind: 'first_deposit',
  enabled: true,
  exclusive: false,
  pays: 'cash',
  cap: 0,
  minDeposit: 0,
  rolloverBp: 30_000,
  expiryHours: 0,
  weights: { slot: 10_000 },
  windowDays: [],
  windowFromMin: null,
  windowToMin: null,
  levels: [{ level: 1, rateBp: 1_000, fixedAmount: 0 }],
};

/**
 * The form's values as the program's data: the terms only (not its counts or times), weights of
 * nothing (or of a product the site does not know) left out, a level's empty amounts as 0.
 */
export function programData(v: Record<string, unknown>): BonusProgramData {
  const weights = Object.fromEntries(
    Object.entries((v.weights ?? {}) as Record<string, number | null>).filter(
      ([product, w]) => WagerProduct.safeParse(product).success && typeof w === 'number' && w > 0,
    ),
  );
  const levels = ((v.levels ?? []) as { level: number; rateBp?: number | null; fixedAmount?: number | null }[]).map(
    (l) => ({ level: Number(l.level), rateBp: l.rateBp ?? 0, fixedAmount: l.fixedAmount ?? 0 }),
  );
  return {
    kind: v.kind,
    name: v.name,
    enabled: v.enabled ?? true,
    pays: v.pays ?? 'cash',
    cap: v.cap ?? 0,
    minDeposit: v.minDeposit ?? 0,
    weights,
    rolloverBp: v.rolloverBp ?? 0,
    expiryHours: v.expiryHours ?? 0,
    exclusive: v.exclusive ?? false,
    windowDays: v.windowDays ?? [],
    windowFromMin: v.windowFromMin ?? null,
    windowToMin: v.windowToMin ?? null,
    levels,
  } as BonusProgramData;
}
