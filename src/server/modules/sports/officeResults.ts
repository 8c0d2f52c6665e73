import type {
  SportsFixtureRecord,
  SportsResultEntry,
  SportsSettlementPreview,
} from '../../../shared/api/office/sports';
import type { AppDeps } from '../../deps';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { enterFixtureResult } from './index';
import { fixtureById } from './officeFixtures';
import { resultPreview } from './officePreview';

/**
 * Result entry in the office: staff see what a result would pay before they
 * confirm it; confirming enters it through the sportsbook's own enterFixtureResult, which settles
 * the fixture's slips or, for a correction, reverses and re-posts the payouts that changed
 * (B7008 when a member cannot cover a take-back). A postponement or cancellation is a result
 * too: every leg void.
 */

export async function previewResult(
  deps: AppDeps,
  siteId: string,
  id: number,
  entry: SportsResultEntry,
): Promise<SportsSettlementPreview> {
  return resultPreview(deps, siteId, await fixtureById(deps, siteId, id), entry);
}

export async function enterResult(
  deps: AppDeps,
  caller: StaffCaller,
  id: number,
  entry: SportsResultEntry,
): Promise<SportsFixtureRecord> {
  const before = await fixtureById(deps, caller.siteId, id);
  const score = entry.state === 'resulted' ? entry.score : null;
  const summary = await enterFixtureResult(deps, caller.siteId, id, {
    state: entry.state,
    score,
    enteredBy: `staff:${caller.actor.loginId}`,
  });
  // The result row names who entered it; the audit line adds what it replaced and what it moved (null: the same result again, nothing moved).
  if (summary)
    await writeAudit(
      deps.db,
      caller.actor,
      'sportsFixture.result',
      String(id),
      { state: before.state, score: before.score, resultVersion: before.resultVersion },
      { ...entry, ...summary },
    );
  return fixtureById(deps, caller.siteId, id);
}
