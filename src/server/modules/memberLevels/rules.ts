import { siteDay } from '../../../shared/dates';
import type { LevelRule } from '../../../shared/levels/ladder';
import {
  PREVIEW_ROWS,
  type LevelRulesInput,
  type LevelRulesPreview,
  type LevelRulesRecord,
} from '../../../shared/api/office/memberLevels';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { lastReviewDay, lockProgram, readProgram, readRules, siteLevels, writeRules } from './programRepo';
import { judgeSite } from './review';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The program and every level of the site with its rule (a level without one: `ruled: false`). */
export async function levelRules(deps: Pick<AppDeps, 'db'>, siteId: string): Promise<LevelRulesRecord> {
  const [program, rules, levels, lastReview] = await Promise.all([
    readProgram(deps.db, siteId),
    readRules(deps.db, siteId),
    siteLevels(deps.db, siteId),
    lastReviewDay(deps.db, siteId),
  ]);
  const byLevel = new Map(rules.map((r) => [r.level, r]));
  return {
    program,
    rules: levels.map((l) => {
      const rule = byLevel.get(l.level);
      return {
        level: l.level,
        name: l.name,
        members: Number(l.members),
        ruled: rule !== undefined,
        turnoverMin: rule?.turnoverMin ?? 0,
        depositsMin: rule?.depositsMin ?? 0,
        activeDaysMin: rule?.activeDaysMin ?? 0,
      };
    }),
    lastReview,
  };
}

/**
 * The ladder the input names: every level of the site once (anything else E003 on `data.rules`),
 * its rungs climbing, each above the one below it in at least one minimum and below it in none, so
 * that a higher level never asks less than a lower one.
 */
async function ladderOf(deps: Pick<AppDeps, 'db'>, siteId: string, input: LevelRulesInput): Promise<LevelRule[]> {
  const levels = (await siteLevels(deps.db, siteId)).map((l) => l.level);
  const given = input.rules.map((r) => r.level);
  if (given.length !== levels.length || new Set(given).size !== given.length || given.some((l) => !levels.includes(l)))
    throw new AppError(ResultCode.InvalidRequest, { fields: ['data.rules'] });
  const ladder = input.rules
    .filter((r) => r.ruled)
    .map(({ level, turnoverMin, depositsMin, activeDaysMin }) => ({ level, turnoverMin, depositsMin, activeDaysMin }))
    .sort((a, b) => a.level - b.level);
  ladder.forEach((r, i) => {
    const below = ladder[i - 1];
    if (!below) return;
    const never =
      r.turnoverMin < below.turnoverMin || r.depositsMin < below.depositsMin || r.activeDaysMin < below.activeDaysMin;
    const same =
      r.turnoverMin === below.turnoverMin &&
      r.depositsMin === below.depositsMin &&
      r.activeDaysMin === below.activeDaysMin;
    if (never || same) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.rules'], level: r.level });
  });
  return ladder;
}

/**
 * Who the given rules would move if today's review ran on them, before they are saved: each member
 * of the ladder judged on the window that ends today by the same rule the review applies, as if
 * today's review were the monthly one (so every member who falls short shows, with the day its
 * grace would end). Nothing is written.
 */
export async function previewLevelRules(
  deps: Deps,
  siteId: string,
  input: LevelRulesInput,
): Promise<LevelRulesPreview> {
  const rules = await ladderOf(deps, siteId, input);
  const tzOffsetMinutes = deps.config.SITE_TZ_OFFSET_MINUTES;
  const day = siteDay(deps.clock.now(), tzOffsetMinutes);
  const judged = await judgeSite(deps.db, siteId, input.program, rules, { day, monthly: true, tzOffsetMinutes });
  const order = { upgrade: 0, downgrade: 1, grace: 2, kept: 3 } as const;
  const counts = { upgrade: 0, grace: 0, downgrade: 0, kept: 0 };
  for (const j of judged) counts[j.verdict.kind] += 1;
  const rows = [...judged]
    .sort((a, b) => order[a.verdict.kind] - order[b.verdict.kind] || a.member.memberId - b.member.memberId)
    .slice(0, PREVIEW_ROWS)
    .map(({ member, verdict }) => ({
      memberId: member.memberId,
      memId: member.memId,
      level: member.level,
      to: verdict.kind === 'kept' ? member.level : verdict.to,
      verdict: verdict.kind,
      due: verdict.kind === 'grace' ? verdict.until : verdict.kind === 'downgrade' ? day : null,
      figures: member.figures,
    }));
  return { day, counts, rows };
}

/** Saves the program and the whole ladder under the program's lock, with its audit line. */
export async function updateLevelRules(
  deps: Deps,
  caller: StaffCaller,
  input: LevelRulesInput,
): Promise<LevelRulesRecord> {
  const rules = await ladderOf(deps, caller.siteId, input);
  await deps.db.transaction().execute(async (trx) => {
    await lockProgram(trx, caller.siteId);
    const before = { program: await readProgram(trx, caller.siteId), rules: await readRules(trx, caller.siteId) };
    await writeRules(trx, caller.siteId, input.program, rules, deps.clock.now());
    await writeAudit(trx, caller.actor, 'levelRules.update', caller.siteId, before, { program: input.program, rules });
  });
  return levelRules(deps, caller.siteId);
}
