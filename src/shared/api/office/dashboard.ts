import type { MoneyTotals } from './reports';

/**
 * POST /api/admin/dashboard {} -> Dashboard: today's figures (site day) and the last 7 site days.
 */
export interface DashboardDay extends MoneyTotals {
  day: string;
  newMembers: number;
}

export interface Dashboard {
  today: DashboardDay & {
    /** Members with a live session now. */
    onlineMembers: number;
    /** Cash requests waiting for staff. */
    pendingDeposits: number;
    pendingWithdrawals: number;
  };
  /** Oldest first, today last. */
  series: DashboardDay[];
}
