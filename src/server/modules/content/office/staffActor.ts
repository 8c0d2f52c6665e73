import type { Transaction } from 'kysely';
import type { OfficeArea } from '../../../../shared/api/office';
import type { DB } from '../../../db/schema';
import { requireStaffArea } from '../../../http/officeAccess';
import type { Access, ApiRequest } from '../../../http/route';
import { writeAudit } from '../../audit/repo';

/**
 * Office routes let the request through and decide in staffActor(): a logged-in member or partner
 * then gets U029 (no access rights) rather than a login prompt, a guest E006.
 */
export const OFFICE_ACCESS = 'public' as const satisfies Access;

/** A staff member acting in the office, for the rows it writes and the audit line of each write. */
export interface StaffActor {
  siteId: string;
  staffId: number;
  staffCode: string;
  name: string;
  ip: string;
}

/** §6: the caller must be staff whose role opens this area (partners and members get U029). */
export function staffActor(req: ApiRequest<unknown>, area: OfficeArea): StaffActor {
  const { staff } = requireStaffArea(req, area);
  return { siteId: req.site.site.id, staffId: staff.id, staffCode: staff.staff_id, name: staff.name || staff.staff_id, ip: req.ip };
}

/** Every staff write leaves an audit line in its own transaction. */
export const auditStaff = (trx: Transaction<DB>, actor: StaffActor, action: string, target: string, detail: Record<string, unknown> = {}) =>
  writeAudit(trx, { siteId: actor.siteId, actorKind: 'staff', actorId: actor.staffCode, action, target, detail, ip: actor.ip });
