import type { FastifyInstance } from 'fastify';
import { partnerGate } from '../../../../shared/endpoints/office';
import { route } from '../../../http/route';
import { changeGate, checkGate, setGate } from './service';

export default async function partnerGateRoutes(app: FastifyInstance): Promise<void> {
  route(app, partnerGate.set, (req, caller) => setGate(req.deps, caller, req.body.password));
  route(app, partnerGate.check, (req, caller) => checkGate(req.deps, caller, req.body.password));
  route(app, partnerGate.change, (req, caller) => changeGate(req.deps, caller, req.body.oldPassword, req.body.newPassword));
}
