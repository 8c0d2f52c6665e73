import { sql, type SelectQueryBuilder } from 'kysely';
import { ResultCode } from '../../shared/resultCodes';
import { PARTNER_TIERS, MemberStatus, type StaffRole, type Tier } from '../../shared/enums';
import { canStaffOpen, type OfficeArea, type OfficeListQuery } from '../../shared/api/office';
import type { MemberAuth, StaffAuth } from '../modules/identity/authContext';
import { AppError } from './appError';
import type { ApiRequest } from './route';

/**
 * Office access, decided on the server for every call: staff by role and area, partners by tier
 * and subtree. The office front only hides what the server would refuse anyway.
 */
export function requireStaffArea(req: ApiRequest<unknown>, area: OfficeArea): StaffAuth {
  if (req.auth?.kind !== 'staff') throw new AppError(req.auth ? ResultCode.NoAccess : ResultCode.LoginRequired);
  if (!canStaffOpen(req.auth.staff.role as StaffRole, area)) throw new AppError(ResultCode.NoAccess);
  return req.auth;
}

export const isPartnerTier = (tier: string): tier is Exclude<Tier, 'NORMAL'> => (PARTNER_TIERS as readonly string[]).includes(tier);

/** §6: a partner is a normal member of a partner tier whose recommendYn and the site's are both Y. */
export function requirePartner(req: ApiRequest<unknown>): MemberAuth {
  if (req.auth?.kind !== 'member') throw new AppError(req.auth ? ResultCode.NoAccess : ResultCode.LoginRequired);
  const m = req.auth.member;
  if (!isPartnerTier(m.tier) || m.recommend_yn !== 'Y' || req.site.options.recommendYn !== 'Y' || m.status !== MemberStatus.Normal) {
    throw new AppError(ResultCode.NoAccess);
  }
  return req.auth;
}

/** Rows of `members` (aliased or not) inside the partner's subtree, itself excluded unless asked. */
export const subtreePattern = (partnerPath: string): string => `${partnerPath}%`;

/** Restricts a query on a table with a member reference to the partner's subtree (members joined as `m`). */
export function whereInSubtree<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  pathColumn: string,
  partnerPath: string,
): SelectQueryBuilder<DB, TB, O> {
  return query.where(sql.ref(pathColumn), 'like', subtreePattern(partnerPath));
}

/** Sort only by listed columns: the field name comes from the client. */
export function orderBy<T extends string>(query: OfficeListQuery, allowed: Record<string, T>, fallback: T): { column: T; direction: 'asc' | 'desc' } {
  const column = (query.sort && allowed[query.sort.field]) || fallback;
  return { column, direction: query.sort?.order === 'ASC' ? 'asc' : 'desc' };
}

export const pageOffset = (query: OfficeListQuery): { limit: number; offset: number } => ({
  limit: query.perPage,
  offset: (query.page - 1) * query.perPage,
});
