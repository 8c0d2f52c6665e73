import { ResultCode } from '../../../shared/resultCodes';
import { memberTopic, noticeTopic, TOPIC_PREFIX } from '../../../shared/api/realtime';
import { sportsTopic } from '../../../shared/api/sports';
import { hasPair, OfficeAction, type StaffPair } from '../../../shared/api/office/areas';
import { STAFF_ALERT_AREA, staffTopic } from '../../../shared/api/staffAlerts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { authenticate } from '../identity/authContext';
import { findSession, findStaffById } from '../identity/sessionRepo';
import { findRole } from '../identity/staff/roleRepo';
import { SessionKind } from '../identity/tables';
import { readTicket } from './staffTicket';

/** Who is behind a push connection: a member's live session, its channel and key. */
interface MemberPushIdentity {
  kind: 'member';
  siteId: string;
  memberId: number;
  sessionId: string;
  channelId: string;
  pushKey: string;
}
/** A staff member's office session: it hears the alerts of the areas its role reads. */
interface StaffPushIdentity {
  kind: 'staff';
  siteId: string;
  sessionId: string;
  pairs: readonly StaffPair[];
}
export type PushIdentity = MemberPushIdentity | StaffPushIdentity;

const POWERBALL_TOPIC = new RegExp(`^${TOPIC_PREFIX}powerball/[A-Za-z0-9_-]{1,40}$`);

/**
 * §7: a member reads its own channel, the public powerball topics, its own site's notices and
 * sports odds.
 * Staff read only the alert topics of their own site and of the areas their role opens; the
 * staff topics are closed to every member and partner session.
 */
export function mayReadTopic(identity: PushIdentity, destination: string): boolean {
  if (identity.kind === 'staff') {
    return Object.values(STAFF_ALERT_AREA).some(
      (area) => hasPair(identity.pairs, area, OfficeAction.Read) && destination === staffTopic(identity.siteId, area),
    );
  }
  return (
    destination === memberTopic(identity.channelId) ||
    destination === noticeTopic(identity.siteId) ||
    destination === sportsTopic(identity.siteId) ||
    POWERBALL_TOPIC.test(destination)
  );
}

/** A staff office session named by a push ticket, still live, of an enabled staff member of the site. */
async function staffIdentity(deps: AppDeps, siteId: string, ticket: string): Promise<StaffPushIdentity> {
  const now = deps.clock.now();
  const sessionId = readTicket(deps.config.JWT_SECRET, ticket, now);
  const session = sessionId ? await findSession(deps.db, sessionId) : undefined;
  if (
    !session ||
    session.site_id !== siteId ||
    session.staff_id === null ||
    session.ended_at ||
    session.expires_at <= now
  )
    throw new AppError(ResultCode.LoginRequired);
  const staff = await findStaffById(deps.db, session.staff_id);
  const role = staff?.enabled ? await findRole(deps.db, siteId, staff.role) : null;
  if (!role) throw new AppError(ResultCode.LoginRequired);
  return { kind: 'staff', siteId, sessionId: session.id, pairs: role.pairs };
}

/**
 * CONNECT is checked like a §7 call: `siteId` with the site key in `authorization`, then the
 * session `token` through the same authenticate() as HTTP (U017 for a replaced session). Only a
 * member's session has a member channel; a partner's office session has no push at all. Staff
 * connect with a `ticket` (/api/admin/pushTicket) instead of a token.
 */
export async function authorizeConnect(deps: AppDeps, headers: Record<string, string>): Promise<PushIdentity> {
  const site = await deps.sites.resolve(headers.siteId, headers.authorization);
  if (headers.ticket) return staffIdentity(deps, site.site.id, headers.ticket);
  const auth = await authenticate(deps, site.site.id, headers.token);
  if (auth?.kind !== 'member' || auth.session.kind !== SessionKind.Member) throw new AppError(ResultCode.LoginRequired);
  return {
    kind: 'member',
    siteId: site.site.id,
    memberId: Number(auth.member.id),
    sessionId: auth.session.id,
    channelId: auth.session.channel_id,
    pushKey: auth.session.push_key,
  };
}
