import type { FastifyInstance } from 'fastify';
import { responsible } from '../../../shared/endpoints/responsible';
import { adminResponsible, partnerResponsible } from '../../../shared/endpoints/responsibleOffice';
import { route } from '../../http/route';
import { actorOf } from '../audit/actor';
import { scopeOf } from '../../http/officeScope';
import { exclude, imposeLimit, memberResponsible, readLimits, setLimit, setRealityCheckMinutes } from './service';

/** The member's own limits, reality check and exclusion; staff (and partners, read-only) on the member detail. */
export default async function responsibleRoutes(app: FastifyInstance): Promise<void> {
  for (const calls of [adminResponsible, partnerResponsible])
    route(app, calls.get, (req, caller) => memberResponsible(req.deps, scopeOf(caller), req.body.memberId));

  route(app, adminResponsible.setLimit, (req, caller) => {
    const { memberId, ...limit } = req.body;
    return imposeLimit(req.deps, scopeOf(caller), memberId, limit, caller.actor);
  });

  route(app, responsible.limits, (req, { member, session }) => readLimits(req.deps, member.id, session));

  route(app, responsible.setLimit, async (req, { member, session }) => {
    await setLimit(req.deps, member.id, req.body, 'member', actorOf(req), member.mem_id);
    return readLimits(req.deps, member.id, session);
  });

  route(app, responsible.realityCheck, async (req, { member, session }) => {
    await setRealityCheckMinutes(req.deps, member.id, req.body.minutes);
    return readLimits(req.deps, member.id, session);
  });

  route(app, responsible.exclude, async (req, { member }) => {
    await exclude(req.deps, member, req.body, actorOf(req));
    return null;
  });
}
