import { z } from 'zod';
import { GAME_GROUPS } from '../../constants';
import { PARTNER_TIERS, Tier } from '../../enums';
import { DateParam } from '../../dates';
import { OfficeId, OfficeListQuery } from '../office';

/** Body of a list call: the convention's query with the resource's own filter schema. */
export const listBody = <F extends z.ZodObject>(filter: F) =>
  OfficeListQuery.extend({ filter: filter.prefault({} as z.input<F>) });

/** A create call carries `{ data }`, an update `{ id, data }` (the convention in ../office.ts). */
export const createBody = <D extends z.ZodType>(data: D) => z.object({ data });
export const updateBody = <D extends z.ZodType>(data: D) => OfficeId.extend({ data });

/**
 * §5: a date filter without a time means 00:00:00 for a start and 23:59:59 for an end (site time);
 * a value with a time or an offset is taken as is (../../dates.ts). Both ends are inclusive.
 */
export const DateRangeFilter = z.object({ dateFrom: DateParam, dateTo: DateParam });
/** A business day in site time, `YYYY-MM-DD`. */
export const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const GameGroupSchema = z.enum(GAME_GROUPS);
export const TierSchema = z.enum(Object.values(Tier) as [Tier, ...Tier[]]);
export const PartnerTierSchema = z.enum(PARTNER_TIERS);

/** Text filters match a prefix (index-friendly), trimmed, at most 40 characters. */
export const TextFilter = z.string().trim().max(40);
