import type { StaffAlert } from '../../shared/api/staffAlerts';

type Listener = (alert: StaffAlert) => void;
const listeners = new Set<Listener>();

/**
 * The staff push's alerts inside the office (docs/architecture/push.md#staff-alerts): the app
 * bar's bell holds the one connection and tells every screen that listens here (the front desk's
 * counts), so no screen opens a socket of its own.
 */
export function onStaffAlert(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function announceStaffAlert(alert: StaffAlert): void {
  for (const listener of listeners) listener(alert);
}
