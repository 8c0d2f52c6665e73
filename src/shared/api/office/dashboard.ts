import { z } from 'zod';
import { MoneyTotals } from './reports';

/**
 * POST /api/admin/dashboard {} -> Dashboard: today's figures (site day) and the last 7 site days.
 */
const DashboardDay = MoneyTotals.extend({
  day: z.string(),
  newMembers: z.number().int(),
});
type DashboardDay = z.infer<typeof DashboardDay>;

export const Dashboard = z.object({
  today: DashboardDay.extend({
    /** Members with a live session now. */
    onlineMembers: z.number().int(),
  }),
  /** Oldest first, today last. */
  series: z.array(DashboardDay),
});
export type Dashboard = z.infer<typeof Dashboard>;
