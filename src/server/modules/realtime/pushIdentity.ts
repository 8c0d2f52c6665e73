import { ResultCode } from '../../../shared/resultCodes';
import { memberTopic, noticeTopic, TOPIC_PREFIX } from '../../../shared/api/realtime';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { authenticate } from '../identity/authContext';
import { SessionKind } from '../identity/tables';

/** Who is behind a push connection: the member's live session, its channel and key. */
export interface PushIdentity {
  siteId: string;
  memberId: number;
  sessionId: string;
  channelId: string;
  pushKey: string;
}

const POWERBALL_TOPIC = new RegExp(`^${TOPIC_PREFIX}powerball/[A-Za-z0-9_-]{1,40}$`);

/** §7: the member's own channel, the public powerball topics and its own site's notices. */
export function mayReadTopic(identity: PushIdentity, destination: string): boolean {
  return destination === memberTopic(identity.channelId) || destination === noticeTopic(identity.siteId) || POWERBALL_TOPIC.test(destination);
}

/**
 * CONNECT is checked like a §7 call: `siteId` with the site key in `authorization`, then the
 * session `token` through the same authenticate() as HTTP (U017 for a replaced session). Only a
 * member's session has a push channel.
 */
export async function authorizeConnect(deps: AppDeps, headers: Record<string, string>): Promise<PushIdentity> {
  const site = await deps.sites.resolve(headers.siteId, headers.authorization);
  const auth = await authenticate(deps, site.site.id, headers.token);
  // an office session (a partner's, in the office) has no push channel of its own
  if (auth?.kind !== 'member' || auth.session.kind !== SessionKind.Member) throw new AppError(ResultCode.LoginRequired);
  return {
    siteId: site.site.id,
    memberId: Number(auth.member.id),
    sessionId: auth.session.id,
    channelId: auth.session.channel_id,
    pushKey: auth.session.push_key,
  };
}
