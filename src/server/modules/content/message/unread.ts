import type { AppDeps } from '../../../deps';
import { countUnread, onlineUnreadCounts, type Recipients } from './repo';

/**
 * §4 MSG push: after every change of a member's unread count (a message arrived, one was read),
 * once the change is committed. Answers the count so the caller can return it too.
 */
export async function publishUnread(deps: AppDeps, memberId: number): Promise<number> {
  const unread = await countUnread(deps.db, memberId);
  deps.bus.publish({ type: 'msg', memberId, unread });
  return unread;
}

/** After a message to many: one push per recipient that is online. */
export async function publishUnreadTo(deps: AppDeps, siteId: string, recipients: Recipients): Promise<void> {
  for (const row of await onlineUnreadCounts(deps.db, siteId, recipients, deps.clock.now())) {
    deps.bus.publish({ type: 'msg', memberId: row.memberId, unread: Number(row.unread ?? 0) });
  }
}
