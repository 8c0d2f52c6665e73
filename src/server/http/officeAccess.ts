import { ResultCode } from '../../shared/resultCodes';
import { isPartner } from '../../shared/partner';
import { hasPair, type OfficeAction, type OfficeArea } from '../../shared/api/office/areas';
import type { MemberAuth, StaffAuth } from '../modules/identity/authContext';
import type { MemberRow, SessionRow } from '../modules/identity/sessionRepo';
import { AppError } from './appError';
import type { ApiRequest } from './route';

/**
 * Office access, decided on the server for every call: staff by the (area, action) pairs of their
 * role, partners by tier and subtree. The office front only hides what the server would refuse
 * anyway. This is the one place a role is checked (docs/domains/staff.md#roles).
 */
export function requireStaffPair(req: ApiRequest<unknown>, area: OfficeArea, action: OfficeAction): StaffAuth {
  if (req.auth?.kind !== 'staff') throw new AppError(req.auth ? ResultCode.NoAccess : ResultCode.LoginRequired);
  if (req.auth.staff.totp_required && !req.auth.staff.totp_secret) throw new AppError(ResultCode.TotpSetupRequired);
  if (!hasPair(req.auth.role.pairs, area, action)) throw new AppError(ResultCode.NoAccess);
  return req.auth;
}

/**
 * A partner's sub-user (docs/domains/partners.md#sub-users) acts for the partner, but never on the
 * partner's own door (its gate, its sub-users), and a read-only one only reads.
 */
export function assertSubUserMay(session: SessionRow, ownerOnly: boolean, action: OfficeAction): void {
  if (session.sub_user_id === null) return;
  if (ownerOnly || (session.read_only && action !== 'read')) throw new AppError(ResultCode.NoAccess);
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
