import type { FastifyInstance } from 'fastify';
import { partnerGate } from '../../../../shared/endpoints/office';
import { route, type RateRule } from '../../../http/route';
import { changeGate, checkGate, setGate } from './service';

/** Gate guesses are limited per IP before any hash (and counted per partner in the service). */
const gateLimits: RateRule[] = [{ name: 'gate-ip', key: ({ ip }) => ip, max: 30, windowMs: 60_000 }];

export default async function partnerGateRoutes(app: FastifyInstance): Promise<void> {
  route(app, partnerGate.set, (req, caller) => setGate(req.deps, caller, req.body.password));
  route(app, partnerGate.check, (req, caller) => checkGate(req.deps, caller, req.body.password), {
    rateLimits: gateLimits,
  });
  route(
    app,
    partnerGate.change,
    (req, caller) => changeGate(req.deps, caller, req.body.oldPassword, req.body.newPassword),
    { rateLimits: gateLimits },
  );
}
