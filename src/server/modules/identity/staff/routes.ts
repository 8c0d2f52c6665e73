import type { FastifyInstance } from 'fastify';
import { adminOfficeIps, adminStaff, adminStaffRoles } from '../../../../shared/endpoints/staffOffice';
import { recordId } from '../../../http/recordId';
import { route } from '../../../http/route';
import {
  createStaff,
  endStaffAccountSessions,
  getStaff,
  listStaff,
  requireStaffTotp,
  resetStaffPassword,
  updateStaff,
} from './accounts';
import { officeIpService } from './officeIps';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles';

/** Staff accounts, roles and the office IP allowlist (docs/domains/staff.md). */
export default function staffRoutes(app: FastifyInstance): void {
  route(app, adminStaff.list, (req, caller) => listStaff(req.deps, caller.siteId, req.body.filter, req.body));
  route(app, adminStaff.get, (req, caller) => getStaff(req.deps.db, caller.siteId, recordId(req.body.id)));
  route(app, adminStaff.create, (req, caller) => createStaff(req.deps, caller, req.body.data));
  route(app, adminStaff.update, (req, caller) => updateStaff(req.deps, caller, recordId(req.body.id), req.body.data));
  route(app, adminStaff.password, (req, caller) =>
    resetStaffPassword(req.deps, caller, recordId(req.body.id), req.body.password),
  );
  route(app, adminStaff.totp, (req, caller) =>
    requireStaffTotp(req.deps, caller, recordId(req.body.id), req.body.required),
  );
  route(app, adminStaff.endSessions, (req, caller) => endStaffAccountSessions(req.deps, caller, recordId(req.body.id)));

  route(app, adminStaffRoles.list, (req, caller) => listRoles(req.deps, caller.siteId, req.body));
  route(app, adminStaffRoles.get, (req, caller) => getRole(req.deps, caller.siteId, String(req.body.id)));
  route(app, adminStaffRoles.getMany, async (req, caller) => {
    const all = await listRoles(req.deps, caller.siteId, { page: 1, perPage: 1000, filter: {} });
    const ids = req.body.ids.map(String);
    return all.list.filter((r) => ids.includes(r.id));
  });
  route(app, adminStaffRoles.create, (req, caller) => createRole(req.deps, caller, req.body.data));
  route(app, adminStaffRoles.update, (req, caller) => updateRole(req.deps, caller, String(req.body.id), req.body.data));
  route(app, adminStaffRoles.delete, (req, caller) => deleteRole(req.deps, caller, String(req.body.id)));

  route(app, adminOfficeIps.list, (req, caller) => officeIpService.list(req.deps, caller.siteId));
  route(app, adminOfficeIps.create, (req, caller) => officeIpService.add(req.deps, caller, req.ip, req.body.data));
  route(app, adminOfficeIps.delete, (req, caller) =>
    officeIpService.remove(req.deps, caller, req.ip, String(req.body.id)),
  );
}
