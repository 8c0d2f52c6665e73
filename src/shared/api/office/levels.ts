import { z } from 'zod';
import { createBody, updateBody } from './common';
import { OfficeListQuery } from '../office';

/**
 * §5 per-level bet limits and point percents.
 * POST /api/admin/levels/list   { page, perPage, sort } -> OfficeList<LevelRecord>
 * POST /api/admin/levels/get    { id: level } -> LevelRecord
 * POST /api/admin/levels/create { data: LevelInput & { level } } -> LevelRecord
 * POST /api/admin/levels/update { id: level, data: Partial<LevelInput> } -> LevelRecord (betMin <= betMax <= winMax, else E003)
 */
export const LevelList = OfficeListQuery;

export const LevelInput = z.object({
  name: z.string().trim().min(1).max(40),
  betMin: z.number().int().min(0),
  betMax: z.number().int().min(0),
  winMax: z.number().int().min(0),
  /** Point accrual in basis points of the stake / deposit. */
  pointBp: z.number().int().min(0).max(10_000),
  pointBonusBp: z.number().int().min(0).max(10_000),
  /**
   * The largest withdrawal the risk rules may approve by themselves for this level (0: none;
   * docs/domains/cash.md#withdrawal-risk-rules).
   */
  autoWithdrawMax: z.number().int().min(0),
});
export type LevelInput = z.infer<typeof LevelInput>;
export const LevelCreateRequest = createBody(
  LevelInput.extend({ level: z.number().int().min(1).max(100), autoWithdrawMax: z.number().int().min(0).default(0) }),
);
export const LevelUpdateRequest = updateBody(LevelInput.partial());

export const LevelRecord = LevelInput.extend({
  /** The level number. */
  id: z.number().int(),
  level: z.number().int(),
  members: z.number().int(),
});
export type LevelRecord = z.infer<typeof LevelRecord>;
