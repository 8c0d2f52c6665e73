import { sql, type SelectQueryBuilder } from 'kysely';
import { ResultCode } from '../../shared/resultCodes';
import type { StaffRole } from '../../shared/enums';
import { isPartner } from '../../shared/partner';
import { canStaffOpen, type OfficeArea } from '../../shared/api/office';
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

/** §6: the caller must be a partner (the shared rule, with the site's recommendYn). */
export function requirePartner(req: ApiRequest<unknown>): MemberAuth {
  if (req.auth?.kind !== 'member') throw new AppError(req.auth ? ResultCode.NoAccess : ResultCode.LoginRequired);
  const m = req.auth.member;
  if (!isPartner({ tier: m.tier, recommendYn: m.recommend_yn, status: m.status }, req.site.options.recommendYn)) throw new AppError(ResultCode.NoAccess);
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
