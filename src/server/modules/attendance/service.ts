import { ResultCode } from '../../../shared/resultCodes';
import { addDays, siteDay, siteDayStart } from '../../../shared/dates';
import type { SiteOptions } from '../../../shared/api/site';
import type { AttendanceCheckResult, AttendanceMonth } from '../../../shared/api/attendance';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { memberBalances } from '../ledger/repo';
import type { MoneyTx } from '../ledger/service';
import { grantReward } from '../bonuses/grant';
import { grantSpins } from '../roulette/tickets';
import { checkOn, checksBetween, depositsBetween, insertCheck, setCheckTxn } from './repo';
import { rewardFor } from './rewards';

export interface AttendanceCtx {
  siteId: string;
  memberId: number;
  options: SiteOptions;
}
type Deps = Pick<AppDeps, 'clock' | 'config'>;

const today = (deps: Deps) => siteDay(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);

/**
 * /api/event/attendance/check: once per member and site day (site time, not the browser's). The
 * day's row is claimed by its unique key, so a second check-in, even a concurrent one, answers
 * V201 and pays nothing; the points go through the ledger with key `attendance:<member>:<day>`.
 */
export async function checkIn(m: MoneyTx, deps: Deps, ctx: AttendanceCtx): Promise<AttendanceCheckResult> {
  const o = ctx.options;
  if (o.attendanceYn !== 'Y') throw new AppError(ResultCode.AttendanceClosed);
  const day = today(deps);
  if (o.attendanceDepositMin > 0) {
    const start = siteDayStart(day, deps.config.SITE_TZ_OFFSET_MINUTES);
    const deposited = await depositsBetween(
      m.trx,
      ctx.memberId,
      start,
      siteDayStart(addDays(day, 1), deps.config.SITE_TZ_OFFSET_MINUTES),
    );
    if (deposited < o.attendanceDepositMin)
      throw new AppError(ResultCode.AttendanceNeedsDeposit, { amount: o.attendanceDepositMin });
  }
  const yesterday = await checkOn(m.trx, ctx.memberId, addDays(day, -1));
  const reward = rewardFor(o, (yesterday?.streak ?? 0) + 1);
  const id = await insertCheck(m.trx, { siteId: ctx.siteId, memberId: ctx.memberId, day, ...reward });
  if (id === null) throw new AppError(ResultCode.AttendanceDone);
  const key = `attendance:${ctx.memberId}:${day}`;
  if (reward.point + reward.bonus > 0) {
    // With an attendance program enabled, the reward carries its wagering (docs/domains/bonuses.md#rewards).
    const granted = await grantReward(m, deps, {
      siteId: ctx.siteId,
      memberId: ctx.memberId,
      source: 'attendance',
      idempotencyKey: key,
      asset: 'point',
      amount: reward.point + reward.bonus,
      memo: `attendance ${day} streak ${reward.streak}`,
      meta: { day, streak: reward.streak, bonus: reward.bonus },
    });
    await setCheckTxn(m.trx, id, granted.transactionId);
  }
  if (reward.spins)
    await grantSpins(m.trx, { siteId: ctx.siteId, memberId: ctx.memberId, source: 'attendance', refs: [key] });
  const b = await memberBalances(m.trx, ctx.memberId);
  return { day, ...reward, pointAmt: b.point };
}

const monthEnd = (month: string) => {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, mo, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** /api/event/attendance/list: the month's check-ins, the current streak and what the next check-in pays. */
export async function attendanceMonth(
  deps: Deps & Pick<AppDeps, 'db'>,
  ctx: AttendanceCtx,
  month: string | undefined,
): Promise<AttendanceMonth> {
  const o = ctx.options;
  const day = today(deps);
  const asked = month ?? day.slice(0, 7);
  const [days, todays, yesterdays] = await Promise.all([
    checksBetween(deps.db, ctx.memberId, `${asked}-01`, monthEnd(asked)),
    checkOn(deps.db, ctx.memberId, day),
    checkOn(deps.db, ctx.memberId, addDays(day, -1)),
  ]);
  const streak = todays?.streak ?? yesterdays?.streak ?? 0;
  return {
    month: asked,
    today: day,
    open: o.attendanceYn === 'Y',
    checkedToday: !!todays,
    streak,
    days: days.map((d) => ({ day: d.day, streak: d.streak, point: d.point, bonus: d.bonus, spins: d.spins })),
    next: rewardFor(o, streak + 1),
    rules: {
      point: o.attendancePoint,
      depositMin: o.attendanceDepositMin,
      streakBonuses: o.attendanceStreakBonuses,
      spinEvery: o.attendanceSpinEvery,
    },
  };
}
