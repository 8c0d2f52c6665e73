import type { FastifyInstance } from 'fastify';
import { adminCodes } from '../../../../shared/endpoints/site';
import { route } from '../../../http/route';
import { codeById, codesById, createCode, listCodes, removeCode, updateCodeName } from './service';

/** §3 common codes (area site). */
export default async function codeRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminCodes.list, (req) => listCodes(req.deps, req.body.filter, req.body));
  route(app, adminCodes.get, (req) => codeById(req.deps, req.body.id));
  route(app, adminCodes.getMany, (req) => codesById(req.deps, req.body.ids));
  route(app, adminCodes.create, (req, caller) => createCode(req.deps, caller, req.body.data));
  route(app, adminCodes.update, (req, caller) => updateCodeName(req.deps, caller, req.body.id, req.body.data));
  route(app, adminCodes.delete, (req, caller) => removeCode(req.deps, caller, req.body.id));
}
