import { z } from 'zod';
import { SiteOptionsSchema, type SiteOptions } from '../site';
import { createBody, listBody, updateBody } from './common';

export const SITE_CHECK_TYPES = ['site', 'signup', 'login', 'bet', 'deposit', 'withdraw', 'point', 'game'] as const;
export type SiteCheckType = (typeof SITE_CHECK_TYPES)[number];

/**
 * §3 site check info: site maintenance and per-game checks. Switching a `site` check publishes
 * INSPECT to every member (§4) and the site cache is refreshed at once.
 * POST /api/admin/siteChecks/list   { page, perPage, sort, filter: SiteCheckFilter } -> OfficeList<SiteCheckRecord>
 * POST /api/admin/siteChecks/get    { id } -> SiteCheckRecord
 * POST /api/admin/siteChecks/create { data: SiteCheckInput } -> SiteCheckRecord
 * POST /api/admin/siteChecks/update { id, data: Partial<SiteCheckInput> } -> SiteCheckRecord
 * POST /api/admin/siteChecks/delete { id } -> { id }
 */
const SiteCheckFilter = z.object({
  checkType: z.enum(SITE_CHECK_TYPES).optional(),
  checking: z.boolean().optional(),
});
export const SiteCheckList = listBody(SiteCheckFilter);

const SiteCheckFields = z.object({
  checkType: z.enum(SITE_CHECK_TYPES),
  /** Required for `game` (a game code or a game group), empty otherwise. */
  gameCode: z.string().trim().max(40).nullable().optional(),
  emergency: z.boolean().default(false),
  checking: z.boolean().default(false),
  startAt: z.string().datetime({ offset: true }).nullable().optional(),
  endAt: z.string().datetime({ offset: true }).nullable().optional(),
});
export const SiteCheckInput = SiteCheckFields.refine((c) => c.checkType !== 'game' || !!c.gameCode, {
  path: ['gameCode'],
  message: 'required for game',
});
export type SiteCheckInput = z.infer<typeof SiteCheckInput>;
export const SiteCheckCreateRequest = createBody(SiteCheckInput);
export const SiteCheckUpdate = SiteCheckFields.partial();
export const SiteCheckUpdateRequest = updateBody(SiteCheckUpdate);

export const SiteCheckRecord = z.object({
  id: z.number().int(),
  checkType: z.enum(SITE_CHECK_TYPES),
  gameCode: z.string().nullable(),
  emergency: z.boolean(),
  checking: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  /** Checking now (switched on and inside its window). */
  active: z.boolean(),
});
export type SiteCheckRecord = z.infer<typeof SiteCheckRecord>;

/**
 * §3 site options and settings.
 * POST /api/admin/siteOptions/get    {} -> SiteOptions
 * POST /api/admin/siteOptions/update { data: Partial<SiteOptions> } -> SiteOptions (merged, validated with SiteOptionsSchema)
 */
export const SiteOptionsUpdateRequest = z.object({ data: SiteOptionsSchema.partial() });
export type { SiteOptions };
