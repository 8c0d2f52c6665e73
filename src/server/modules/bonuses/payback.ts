import { addDays, siteDay, siteDayStart, weekStart } from '../../../shared/dates';
import type { PaybackRunResult } from '../../../shared/api/office/payback';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { inMoneyTransaction } from '../ledger/service';
import { grantIfEligible } from './grant';
import { paybackRun, recordPaybackRun, weeklyLosses } from './paybackRepo';
import { enabledProgramOfKind } from './repo';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

/** The week's payback event of one member: its grant's ledger key and requirement source. */
const paybackSource = (memberId: number, week: string) => `bonus:payback:${memberId}:${week}`;

/** The site week that ended last: the Monday before the current week's. */
const lastEndedWeek = (now: Date, tzOffsetMinutes: number) => addDays(weekStart(siteDay(now, tzOffsetMinutes)), -7);

/**
 * One site week's payback (docs/domains/bonuses.md#weekly-payback): every approved general member
 * with a net loss that week is granted the site's enabled payback program through the one grant,
 * its level's rate of the loss, each in a money transaction of its own (one member's lock at a
 * time), then the week's run is recorded. The key names the member and the week, so a second run,
 * or one beside it, pays no one twice. Null when the site runs no enabled payback program.
 */
async function runPayback(deps: Deps, siteId: string, week: string): Promise<PaybackRunResult | null> {
  if (!(await enabledProgramOfKind(deps.db, siteId, 'payback'))) return null;
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const losses = await weeklyLosses(deps.db, siteId, siteDayStart(week, tz), siteDayStart(addDays(week, 7), tz));
  const result: PaybackRunResult = { week, members: losses.length, paid: 0, amount: 0, alreadyPaid: 0, refused: 0 };
  for (const { memberId, netLoss } of losses) {
    const grant = await inMoneyTransaction(deps, (m) =>
      grantIfEligible(m, deps, {
        siteId,
        memberId,
        kind: 'payback',
        source: paybackSource(memberId, week),
        base: netLoss,
        meta: { week, netLoss },
      }),
    );
    if (!('refused' in grant)) {
      result.paid += 1;
      result.amount += grant.amount;
    } else if (grant.refused === ResultCode.BonusAlreadyGranted) result.alreadyPaid += 1;
    else result.refused += 1;
  }
  await recordPaybackRun(deps.db, { siteId, ...result, at: deps.clock.now() });
  return result;
}

/** The weekly job's pass over one site: the last ended week, unless its payback has run. */
export async function payLastWeek(deps: Deps, siteId: string): Promise<PaybackRunResult | null> {
  const week = lastEndedWeek(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);
  if (await paybackRun(deps.db, siteId, week)) return null;
  return runPayback(deps, siteId, week);
}

/**
 * Staff run an ended week's payback by hand (any day of it names the week), audited
 * `bonus.paybackRun`. A week not yet ended is E003 on `week`; a site without an enabled payback
 * program is V401.
 */
export async function staffRunPayback(deps: Deps, caller: StaffCaller, day: string): Promise<PaybackRunResult> {
  const week = weekStart(day);
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const end = siteDayStart(addDays(week, 7), tz);
  if (Number.isNaN(end.getTime()) || end.getTime() > deps.clock.now().getTime())
    throw new AppError(ResultCode.InvalidRequest, { fields: ['week'] });
  const result = await runPayback(deps, caller.siteId, week);
  if (!result) throw new AppError(ResultCode.BonusUnavailable);
  await writeAudit(deps.db, caller.actor, 'bonus.paybackRun', week, null, result);
  return result;
}
