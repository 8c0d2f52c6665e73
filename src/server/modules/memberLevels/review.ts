import { sql, type Transaction } from 'kysely';
import { siteDay } from '../../../shared/dates';
import { judgeLevel, type LevelRule, type LevelVerdict } from '../../../shared/levels/ladder';
import type { LevelProgramInput } from '../../../shared/api/office/memberLevels';
import type { DB } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { inMoneyTransaction } from '../ledger/service';
import { grantLevelUpRewards } from '../bonuses/levelUp';
import { windowFigures, type MemberFigures } from './figuresRepo';
import { applyRuleMoves, setDowngradesDue, type RuleMove } from './movesRepo';
import { readProgram, readRules } from './programRepo';
import { levelWindow } from './window';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type ReviewDeps = Deps & Pick<AppDeps, 'bus'>;

export interface Judged {
  member: MemberFigures;
  verdict: Exclude<LevelVerdict, { kind: 'none' }>;
}

/**
 * Every member of the site's ladder judged on its figures of the window before `day` by the one
 * rule (shared/levels/ladder.ts judgeLevel), leaving out those it leaves alone. The review and the
 * office's preview both call it.
 */
export async function judgeSite(
  db: Deps['db'] | Transaction<DB>,
  siteId: string,
  program: LevelProgramInput,
  rules: readonly LevelRule[],
  review: { day: string; monthly: boolean; tzOffsetMinutes: number },
): Promise<Judged[]> {
  if (rules.length === 0) return [];
  const members = await windowFigures(db, siteId, levelWindow(review.day, program.windowDays, review.tzOffsetMinutes), {
    levels: rules.map((r) => r.level),
  });
  return members.flatMap((member) => {
    const verdict = judgeLevel(member, member.figures, rules, {
      day: review.day,
      monthly: review.monthly,
      graceDays: program.graceDays,
    });
    return verdict.kind === 'none' ? [] : [{ member, verdict }];
  });
}

/** Whether the site's review of this month already ran (the month's first review is the monthly one). */
async function monthReviewed(trx: Transaction<DB>, siteId: string, day: string): Promise<boolean> {
  const row = await trx
    .selectFrom('level_reviews')
    .select('site_id')
    .where('site_id', '=', siteId)
    .where('monthly', '=', true)
    .where(sql<boolean>`date_trunc('month', day) = date_trunc('month', ${day}::date)`)
    .executeTakeFirst();
  return row !== undefined;
}

export interface ReviewSummary {
  siteId: string;
  day: string;
  monthly: boolean;
  upgraded: number;
  graceStarted: number;
  downgraded: number;
  kept: number;
}

/**
 * The site's review of today (docs/domains/member-levels.md#the-daily-review), in one transaction:
 * its row claimed first (one review a site day: another node's pass, or a second pass of the day,
 * finds it and does nothing), every member of the ladder judged, upgrades and due downgrades
 * applied, graces started or called off. The month's first review is its monthly one, the only
 * one that starts graces. An upgrade that lands is granted the level-up reward in the same
 * transaction (docs/domains/bonuses.md#level-up-reward). Answers null when the program is off or
 * today's review already ran.
 */
export async function reviewSite(deps: ReviewDeps, siteId: string): Promise<ReviewSummary | null> {
  const now = deps.clock.now();
  const tzOffsetMinutes = deps.config.SITE_TZ_OFFSET_MINUTES;
  const day = siteDay(now, tzOffsetMinutes);
  return inMoneyTransaction(deps, async (m) => {
    const trx = m.trx;
    const program = await readProgram(trx, siteId);
    if (!program.enabled) return null;
    const monthly = !(await monthReviewed(trx, siteId, day));
    const claimed = await trx
      .insertInto('level_reviews')
      .values({ site_id: siteId, day, monthly })
      .onConflict((oc) => oc.doNothing())
      .returning('site_id')
      .executeTakeFirst();
    if (!claimed) return null;
    const judged = await judgeSite(trx, siteId, program, await readRules(trx, siteId), {
      day,
      monthly,
      tzOffsetMinutes,
    });
    const moves: RuleMove[] = judged.flatMap(({ member, verdict }) =>
      verdict.kind === 'upgrade' || verdict.kind === 'downgrade'
        ? [
            {
              memberId: member.memberId,
              from: member.level,
              to: verdict.to,
              kind: verdict.kind,
              figures: member.figures,
            },
          ]
        : [],
    );
    const graces = judged.flatMap(({ member, verdict }) =>
      verdict.kind === 'grace' ? [{ memberId: member.memberId, day: verdict.until }] : [],
    );
    const kept = judged.flatMap(({ member, verdict }) =>
      verdict.kind === 'kept' ? [{ memberId: member.memberId, day: null }] : [],
    );
    await grantLevelUpRewards(m, deps, siteId, await applyRuleMoves(trx, siteId, moves, now));
    await setDowngradesDue(trx, siteId, [...graces, ...kept], now);
    const summary: ReviewSummary = {
      siteId,
      day,
      monthly,
      upgraded: moves.filter((m) => m.kind === 'upgrade').length,
      graceStarted: graces.length,
      downgraded: moves.filter((m) => m.kind === 'downgrade').length,
      kept: kept.length,
    };
    await trx
      .updateTable('level_reviews')
      .set({
        upgraded: summary.upgraded,
        grace_started: summary.graceStarted,
        downgraded: summary.downgraded,
        kept: summary.kept,
      })
      .where('site_id', '=', siteId)
      .where('day', '=', day)
      .execute();
    return summary;
  });
}
