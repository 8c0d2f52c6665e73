import { z } from 'zod';
import { createBody, updateBody } from './common';
import { OfficeListQuery } from '../office';

/**
 * §5 per-level bet limits, deposit point percents and comp rates.
 * POST /api/admin/levels/list   { page, perPage, sort } -> OfficeList<LevelRecord>
 * POST /api/admin/levels/get    { id: level } -> LevelRecord
 * POST /api/admin/levels/create { data: LevelInput & { level } } -> LevelRecord
 * POST /api/admin/levels/update { id: level, data: Partial<LevelInput> } -> LevelRecord (betMin <= betMax <= winMax, else E003)
 */
export const LevelList = OfficeListQuery;

const Bp = z.number().int().min(0).max(10_000);
/** A rate per game group (casino, slot, sports, minigame); the other products count under theirs (RATE_GROUP_OF). */
export const CompRates = z.object({ casino: Bp, slot: Bp, sports: Bp, minigame: Bp });
export type CompRates = z.infer<typeof CompRates>;

export const LevelInput = z.object({
  name: z.string().trim().min(1).max(40),
  betMin: z.number().int().min(0),
  betMax: z.number().int().min(0),
  winMax: z.number().int().min(0),
  /** Deposit points in basis points of the deposit, and the bonus percent a deposit asked with bonus adds. */
  pointBp: z.number().int().min(0).max(10_000),
  pointBonusBp: z.number().int().min(0).max(10_000),
  /** Comp: basis points of a settled stake paid in points, per game group (docs/domains/points.md#comp). */
  compBp: CompRates,
  /**
   * The largest withdrawal the risk rules may approve by themselves for this level (0: none;
   * docs/domains/cash.md#withdrawal-risk-rules).
   */
  autoWithdrawMax: z.number().int().min(0),
});
export type LevelInput = z.infer<typeof LevelInput>;
export const LevelCreateRequest = createBody(
  LevelInput.extend({
    level: z.number().int().min(1).max(100),
    autoWithdrawMax: z.number().int().min(0).default(0),
    compBp: CompRates.default({ casino: 0, slot: 0, sports: 0, minigame: 0 }),
  }),
);
export const LevelUpdateRequest = updateBody(LevelInput.partial());

export const LevelRecord = LevelInput.extend({
  /** The level number. */
  id: z.number().int(),
  level: z.number().int(),
  members: z.number().int(),
});
export type LevelRecord = z.infer<typeof LevelRecord>;
