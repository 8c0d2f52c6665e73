import { z } from 'zod';
import { StaffRole } from '../enums';
import { OfficeSession } from './office/officeSession';

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

/** What a staff role may open; the server enforces it, the office only hides what it may not. */
export const OfficeArea = {
  Members: 'members',
  Partners: 'partners',
  Deposits: 'deposits',
  Withdrawals: 'withdrawals',
  Points: 'points',
  Bets: 'bets',
  Settlements: 'settlements',
  Reports: 'reports',
  Content: 'content',
  Messages: 'messages',
  Site: 'site',
  Games: 'games',
  Audit: 'audit',
  /** Companies (sites) and their game PT, the master only (docs/domains/companies.md). */
  Companies: 'companies',
} as const;
export type OfficeArea = (typeof OfficeArea)[keyof typeof OfficeArea];

const ALL_AREAS = Object.values(OfficeArea);
export const STAFF_AREAS: Record<StaffRole, readonly OfficeArea[]> = {
  master: ALL_AREAS,
  deposit: [OfficeArea.Deposits, OfficeArea.Reports],
  withdrawal: [OfficeArea.Withdrawals, OfficeArea.Reports],
  point: [OfficeArea.Points, OfficeArea.Reports],
};

export const canStaffOpen = (role: StaffRole, area: OfficeArea): boolean => STAFF_AREAS[role]?.includes(area) ?? false;

export const StaffLoginRequest = z.object({
  staffId: z.string().max(40),
  password: z.string().max(200),
  otp: z.string().max(10).optional(),
});

/** The session itself is the office cookie (./office/officeSession.ts); the answer carries its CSRF token. */
export const StaffLoginResponse = OfficeSession.extend({
  staff: z.object({ staffId: z.string(), name: z.string(), role: z.enum(StaffRole) }),
});
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;
