import type { AttendanceReward } from '../../../shared/api/attendance';
import type { SiteOptions } from '../../../shared/api/site';

/**
 * What a check-in that makes a streak of `streak` days pays (site options): the day's points, the
 * bonus of every streak rule of exactly that many days, and a roulette spin every
 * attendanceSpinEvery consecutive days.
 */
export function rewardFor(o: SiteOptions, streak: number): AttendanceReward {
  const bonus = o.attendanceStreakBonuses.filter((b) => b.days === streak).reduce((sum, b) => sum + b.point, 0);
  const spins = o.attendanceSpinEvery > 0 && streak % o.attendanceSpinEvery === 0 ? 1 : 0;
  return { streak, point: o.attendancePoint, bonus, spins };
}
