import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SiteBody } from '../../../shared/api/common';
import type { OfficeArea } from '../../../shared/api/office';
import { requirePartner, requireStaffArea } from '../../http/officeAccess';
import { post, requireStaff, type ApiRequest } from '../../http/route';
import type { Actor } from '../identity/memberFlags';
import type { MemberRow, StaffRow } from '../identity/sessionRepo';

/** Who acts in the office, as every office service receives it. */
export interface PartnerCaller {
  kind: 'partner';
  siteId: string;
  member: MemberRow;
  actor: Actor;
}
export interface StaffCaller {
  kind: 'staff';
  siteId: string;
  staff: StaffRow;
  actor: Actor;
}
export type OfficeCaller = PartnerCaller | StaffCaller;

/** A partner (§6), staff of one area, or any staff (their own account, e.g. TOTP). */
export type OfficeGate = { partner: true } | { area: OfficeArea } | { anyStaff: true };

function authorize(req: ApiRequest<unknown>, gate: OfficeGate): OfficeCaller {
  const siteId = req.site.site.id;
  if ('partner' in gate) {
    const { member } = requirePartner(req);
    return { kind: 'partner', siteId, member, actor: { kind: 'partner', id: member.mem_id, ip: req.ip } };
  }
  const { staff } = 'area' in gate ? requireStaffArea(req, gate.area) : requireStaff(req);
  return { kind: 'staff', siteId, staff, actor: { kind: 'staff', id: staff.staff_id, ip: req.ip } };
}

/**
 * One office call: the caller is checked BEFORE the body is read, so a guest (E006), a member
 * (U029) or a staff role outside its area (U029) learns nothing about the call's shape; then the
 * body is validated by its contract schema (E003 with the fields).
 */
export function officePost<S extends z.ZodType, R, C extends OfficeCaller = OfficeCaller>(
  app: FastifyInstance,
  path: string,
  gate: OfficeGate,
  body: S,
  handler: (body: z.infer<S>, caller: C, req: ApiRequest<unknown>) => Promise<R>,
): void {
  post(app, path, { body: SiteBody.loose(), access: 'partner' in gate ? 'member' : 'staff' }, async (req) => {
    const caller = authorize(req, gate) as C;
    return handler(body.parse(req.body), caller, req);
  });
}

export const partnerPost = <S extends z.ZodType, R>(app: FastifyInstance, path: string, body: S, handler: (body: z.infer<S>, caller: PartnerCaller, req: ApiRequest<unknown>) => Promise<R>) =>
  officePost<S, R, PartnerCaller>(app, path, { partner: true }, body, handler);

export const staffPost = <S extends z.ZodType, R>(
  app: FastifyInstance,
  path: string,
  area: OfficeArea,
  body: S,
  handler: (body: z.infer<S>, caller: StaffCaller, req: ApiRequest<unknown>) => Promise<R>,
) => officePost<S, R, StaffCaller>(app, path, { area }, body, handler);
