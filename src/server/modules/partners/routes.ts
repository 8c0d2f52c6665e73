import type { FastifyInstance } from 'fastify';
import { partnerMe as partnerMeCalls } from '../../../shared/endpoints/partners';
import { adminPartners, partnerRates } from '../../../shared/endpoints/partnersOffice';
import { route } from '../../http/route';
import { recordId, recordIds } from '../../http/recordId';
import { lowerRates, setLowerRates } from './lowerRates';
import joinCodeRoutes from './joinCodes/routes';
import { partnerMe } from './partnerMe';
import { createPartner, partnerById, partnerPage, partnersByIds, partnerTree, updatePartner } from './service';

/** §2 the partner's own page and its lower members' rates (G010, G013). */
function partnerRoutes(app: FastifyInstance): void {
  route(app, partnerMeCalls.get, (req, caller) => partnerMe(req.deps, caller));
  route(app, partnerRates.get, (req, caller) => lowerRates(req.deps, caller, recordId(req.body.id)));
  route(app, partnerRates.update, (req, caller) => setLowerRates(req.deps, caller, req.body));
}

/** §6 staff partners resource: partners of every tier, their rates and their tree. */
function staffRoutes(app: FastifyInstance): void {
  route(app, adminPartners.list, (req, caller) => partnerPage(req.deps, caller, req.body));
  route(app, adminPartners.get, (req, caller) => partnerById(req.deps, caller, recordId(req.body.id)));
  route(app, adminPartners.getMany, (req, caller) => partnersByIds(req.deps, caller, recordIds(req.body.ids)));
  route(app, adminPartners.create, (req, caller) => createPartner(req.deps, caller, req.body.data, req.raw.hostname));
  route(app, adminPartners.update, (req, caller) =>
    updatePartner(req.deps, caller, recordId(req.body.id), req.body.data),
  );
  route(app, adminPartners.tree, (req, caller) => partnerTree(req.deps, caller, req.body.rootId));
}

export default async function partnersRoutes(app: FastifyInstance): Promise<void> {
  partnerRoutes(app);
  joinCodeRoutes(app);
  staffRoutes(app);
}
