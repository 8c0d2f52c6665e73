import type { FastifyInstance } from 'fastify';
import {
  adminMemberNotes,
  adminMembers,
  partnerMemberNotes,
  partnerMembers,
  partnerSignups,
} from '../../../shared/endpoints/members';
import { adminDesk, partnerDesk } from '../../../shared/endpoints/officeDesk';
import { scopeOf } from '../../http/officeScope';
import { searchMembers } from './search';
import { recordId, recordIds } from '../../http/recordId';
import { route } from '../../http/route';
import { lockMember } from './flags';
import {
  createLowerMember,
  decideSignup,
  editMember,
  listMembersOf,
  listSignupsOf,
  memberOf,
  membersOf,
  partnerView,
  staffView,
} from './service';
import { addMemberNote, listMemberNotes } from './notes';
import { forceMemberLogout } from './forcedLogout';
import { adminMemberLogout } from '../../../shared/endpoints/staffOffice';

/** §6 staff members resource: every member of the site; approve, lock, status, flags, level, memo. */
function staffRoutes(app: FastifyInstance): void {
  // forced logout (docs/domains/staff.md#forced-member-logout)
  route(app, adminMemberLogout, (req, caller) =>
    forceMemberLogout(req.deps, caller.siteId, recordId(req.body.id), caller.actor),
  );
  route(app, adminMembers.list, (req, caller) => listMembersOf(req.deps, caller, req.body, staffView));
  route(app, adminMembers.get, (req, caller) => memberOf(req.deps, caller, recordId(req.body.id), staffView));
  route(app, adminMembers.getMany, (req, caller) => membersOf(req.deps, caller, recordIds(req.body.ids), staffView));
  route(app, adminMembers.update, (req, caller) =>
    editMember(req.deps, caller, recordId(req.body.id), req.body.data, staffView),
  );
  route(app, adminMembers.approve, (req, caller) =>
    decideSignup(req.deps, caller, recordId(req.body.id), true, staffView),
  );
  route(app, adminMembers.refuse, (req, caller) =>
    decideSignup(req.deps, caller, recordId(req.body.id), false, staffView),
  );
  route(app, adminMemberNotes.list, (req, caller) => listMemberNotes(req.deps, caller, req.body));
  route(app, adminMemberNotes.create, (req, caller) => addMemberNote(req.deps, caller, req.body.data));
  route(app, adminMembers.lock, (req, caller) =>
    lockMember(req.deps, caller.siteId, req.body.id, req.body.locked, caller.actor),
  );
  route(app, adminDesk.memberSearch, (req, caller) => searchMembers(req.deps.db, scopeOf(caller), req.body.q));
}

/** §2 partner lower/list and lower/create: the caller's subtree only, itself excluded. */
function partnerRoutes(app: FastifyInstance): void {
  route(app, partnerMembers.list, (req, caller) => listMembersOf(req.deps, caller, req.body, partnerView));
  route(app, partnerMembers.get, (req, caller) => memberOf(req.deps, caller, recordId(req.body.id), partnerView));
  route(app, partnerMembers.getMany, (req, caller) =>
    membersOf(req.deps, caller, recordIds(req.body.ids), partnerView),
  );
  route(app, partnerMembers.create, (req, caller) =>
    createLowerMember(req.deps, caller, req.raw.hostname, req.body.data),
  );
  route(app, partnerMembers.update, (req, caller) =>
    editMember(req.deps, caller, recordId(req.body.id), req.body.data, partnerView),
  );
  route(app, partnerSignups.list, (req, caller) => listSignupsOf(req.deps, caller, req.body, partnerView));
  route(app, partnerSignups.approve, (req, caller) =>
    decideSignup(req.deps, caller, recordId(req.body.id), true, partnerView),
  );
  route(app, partnerSignups.refuse, (req, caller) =>
    decideSignup(req.deps, caller, recordId(req.body.id), false, partnerView),
  );
  route(app, partnerMemberNotes.list, (req, caller) => listMemberNotes(req.deps, caller, req.body));
  route(app, partnerMemberNotes.create, (req, caller) => addMemberNote(req.deps, caller, req.body.data));
  route(app, partnerDesk.memberSearch, (req, caller) => searchMembers(req.deps.db, scopeOf(caller), req.body.q));
}

/** Office administration of members, for staff and for partners over their subtree. */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  staffRoutes(app);
  partnerRoutes(app);
}
