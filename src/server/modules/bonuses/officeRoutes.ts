import type { FastifyInstance } from 'fastify';
import {
  adminBonusGrants,
  adminBonusPrograms,
  adminBonusRequirements,
  partnerBonusRequirements,
} from '../../../shared/endpoints/bonusesOffice';
import { route } from '../../http/route';
import { recordId } from '../../http/recordId';
import { scopeOf } from '../../http/officeScope';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { programCreate, programGet, programList, programUpdate, requirementList, staffGrant } from './officeService';

/** Bonus programs and staff grants (area points), members' requirements (staff: members; partners: their subtree). */
export default async function bonusOfficeRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminBonusPrograms.list, (req, caller) => programList(req.deps, caller.siteId, req.body));
  route(app, adminBonusPrograms.get, (req, caller) => programGet(req.deps, caller.siteId, recordId(req.body.id)));
  route(app, adminBonusPrograms.create, (req, caller) => programCreate(req.deps, caller, req.body.data));
  route(app, adminBonusPrograms.update, (req, caller) =>
    programUpdate(req.deps, caller, recordId(req.body.id), req.body.data),
  );
  route(app, adminBonusGrants.create, (req, caller) =>
    idempotentMoneyCall(req, (m) => staffGrant(m, req.deps, caller, req.body.data)),
  );
  route(app, adminBonusRequirements.list, (req, caller) => requirementList(req.deps, scopeOf(caller), req.body));
  route(app, partnerBonusRequirements.list, (req, caller) => requirementList(req.deps, scopeOf(caller), req.body));
}
