import { z } from 'zod';
import { OfficeSession } from './office/officeSession';
import { StaffIdentity } from './office/areas';

/**
 * The office convention every /api/admin/* and /api/partner/* resource follows, so one
 * react-admin dataProvider maps onto all of them:
 *   POST /api/<scope>/<resource>/list     { page, perPage, sort, filter } -> { list, total }
 *   POST /api/<scope>/<resource>/get      { id }                          -> record
 *   POST /api/<scope>/<resource>/getMany  { ids }                         -> record[]
 *   POST /api/<scope>/<resource>/create   { data }                        -> record
 *   POST /api/<scope>/<resource>/update   { id, data }                    -> record
 *   POST /api/<scope>/<resource>/delete   { id }                          -> { id }
 *   POST /api/<scope>/<resource>/<action> { id, ... }                     -> record (approve, refuse…)
 * Every record has an `id`. Lists are server-paged, sorted and filtered; CSV export reads pages.
 */
/** A sort field: a plain identifier, never a key of Object.prototype. */
const SortField = z
  .string()
  .max(60)
  .regex(/^[A-Za-z][A-Za-z0-9_.]*$/)
  .refine((field) => !(field in Object.prototype), { message: 'not a column' });

export const OfficeListQuery = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  perPage: z.number().int().min(1).max(1000).default(25),
  /**
   * A column name the list knows (`__proto__` or `constructor` is refused, E003:
   * docs/architecture/security.md#input).
   */
  sort: z.object({ field: SortField, order: z.enum(['ASC', 'DESC']) }).optional(),
  filter: z.record(z.string(), z.unknown()).default({}),
});
export type OfficeListQuery = z.infer<typeof OfficeListQuery>;

export interface OfficeList<T> {
  list: T[];
  total: number;
}
/** The answer schema of an office list of `row`. */
export const officeList = <R extends z.ZodType>(row: R) => z.object({ list: z.array(row), total: z.number().int() });

export const OfficeId = z.object({ id: z.union([z.number().int(), z.string().max(100)]) });
export const OfficeIds = z.object({ ids: z.array(z.union([z.number().int(), z.string().max(100)])).max(1000) });

export * from './office/areas';

export const StaffLoginRequest = z.object({
  staffId: z.string().max(40),
  password: z.string().max(200),
  otp: z.string().max(10).optional(),
});

/** The session itself is the office cookie (./office/officeSession.ts); the answer carries its CSRF token. */
export const StaffLoginResponse = OfficeSession.extend({ staff: StaffIdentity });
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;
