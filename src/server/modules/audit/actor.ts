import type { ApiRequest } from '../../http/route';
import type { AuditLogTable } from './tables';

/**
 * Who did something, as every audit line and every office service names it: the kind and the
 * login id (`admin`, `ptn03`), never a numeric row id, so the log reads the same in every row.
 */
export interface Actor {
  kind: AuditLogTable['actor_kind'];
  loginId: string;
  siteId: string;
  ip: string;
}

/**
 * The caller of a request: staff by staff id, a member (or partner, in the office) by member id, a
 * partner's sub-user by its own login id (`ptn04.kim`), so the log tells it from the partner.
 */
export function actorOf(req: ApiRequest<unknown>, kind?: 'partner'): Actor {
  const siteId = req.site.site.id;
  const auth = req.auth;
  if (auth?.kind === 'staff') return { kind: 'staff', loginId: auth.staff.staff_id, siteId, ip: req.ip };
  if (auth?.kind === 'member')
    return { kind: kind ?? 'member', loginId: auth.session.sub_user_login ?? auth.member.mem_id, siteId, ip: req.ip };
  return { kind: 'system', loginId: 'guest', siteId, ip: req.ip };
}

/** Scheduled work (daily settlement, rounds) acts as the system. */
export const systemActor = (siteId: string, job: string): Actor => ({ kind: 'system', loginId: job, siteId, ip: '' });
