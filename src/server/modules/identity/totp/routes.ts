import type { FastifyInstance } from 'fastify';
import { staffTotp } from '../../../../shared/endpoints/office';
import { route } from '../../../http/route';
import { enableTotp, setupTotp } from './service';

export default async function totpRoutes(app: FastifyInstance): Promise<void> {
  route(app, staffTotp.setup, (req, caller) => setupTotp(req.deps, caller, req.site.site.name, req.body));
  route(app, staffTotp.enable, (req, caller) => enableTotp(req.deps, caller, req.body.otp));
}
