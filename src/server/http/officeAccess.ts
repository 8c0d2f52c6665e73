import { ResultCode } from '../../shared/resultCodes';
import type { StaffRole } from '../../shared/enums';
import { isPartner } from '../../shared/partner';
import { canStaffOpen, type OfficeArea } from '../../shared/api/office';
import type { MemberAuth, StaffAuth } from '../modules/identity/authContext';
import type { MemberRow, SessionRow } from '../modules/identity/sessionRepo';
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
  if (!isPartner({ tier: m.tier, recommendYn: m.recommend_yn, status: m.status }, req.site.options.recommendYn))
    throw new AppError(ResultCode.NoAccess);
  return req.auth;
}

/**
 * §6: once a partner has set a gate password, its office session opens nothing
 * but the gate's own calls until the password was typed in that session.
 */
export function assertGatePassed(member: MemberRow, session: SessionRow): void {
  if (member.partner_password_hash && !session.gate_passed) throw new AppError(ResultCode.PartnerGateRequired);
}

/** Rows of `members` (aliased or not) inside the partner's subtree, itself excluded unless asked. */
export const subtreePattern = (partnerPath: string): string => `${partnerPath}%`;
