import { STAFF_ALERT_AREA, staffTopic, type StaffAlert } from '../../../shared/api/staffAlerts';
import type { AppDeps } from '../../deps';

/**
 * Tells the staff of the alert's area, on every node (the bus crosses nodes through the backplane),
 * that a request or inquiry arrived. Called after the commit that made it, so staff never hear of
 * a row they cannot read yet; a replayed call may alert again, which only bumps a badge.
 */
export function alertStaff(deps: Pick<AppDeps, 'bus'>, siteId: string, alert: StaffAlert): void {
  deps.bus.publish({ type: 'topic', topic: staffTopic(siteId, STAFF_ALERT_AREA[alert.kind]), body: alert });
}
