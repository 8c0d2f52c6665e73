import type { FastifyInstance } from 'fastify';
import {
  adminBonusCostReport,
  adminBonusGrants,
  adminBonusPayback,
  adminBonusPrograms,
  adminBonusRequirements,
  partnerBonusCostReport,
  partnerBonusRequirements,
} from '../../../shared/endpoints/bonusesOffice';
import { csvRoute } from '../../http/csvRoute';
import { route } from '../../http/route';
import { recordId } from '../../http/recordId';
import { scopeOf } from '../../http/officeScope';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { staffRunPayback } from './payback';
import { bonusCostCsv, bonusCostReport } from './costReport';
import { programCreate, programGet, programList, programUpdate, requirementList, staffGrant } from './officeService';

/**
 * Bonus programs, staff grants and the payback run by hand (area points), members' requirements
 * (staff: members; partners: their subtree), and what the programs cost (staff: area reports;
 * partners: their subtree).
 */
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
  route(app, adminBonusPayback.run, (req, caller) => staffRunPayback(req.deps, caller, req.body.week));
  route(app, adminBonusRequirements.list, (req, caller) => requirementList(req.deps, scopeOf(caller), req.body));
  route(app, partnerBonusRequirements.list, (req, caller) => requirementList(req.deps, scopeOf(caller), req.body));
  for (const calls of [partnerBonusCostReport, adminBonusCostReport]) {
    route(app, calls.list, (req, caller) => bonusCostReport(req.deps, scopeOf(caller), req.body.filter, req.body));
    csvRoute(app, calls.export, (req, caller) => bonusCostCsv(req.deps, scopeOf(caller), req.body.filter, req.body));
  }
}
