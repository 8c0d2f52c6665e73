import type { FlagList, FlagRecord, ReviewAction } from '../../../shared/api/integrity';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { MemberFlags } from '../../../shared/api/member';
import { MemberStatus } from '../../../shared/enums';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { Actor } from '../audit/actor';
import { writeAudit } from '../audit/repo';
import { setMemberFlags } from '../members/flags';
import type { Scope } from '../../http/officeScope';
import { closeFlag, findFlag, flagPage, memIdsOf, type FlagDbRow } from './repo';

async function toRecords(deps: AppDeps, rows: readonly FlagDbRow[]): Promise<FlagRecord[]> {
  const names = await memIdsOf(deps.db, [...new Set(rows.flatMap((r) => r.member_ids.map(Number)))]);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    members: r.member_ids.map(Number).map((id) => ({ id, memId: names.get(id) ?? '' })),
    evidence: r.evidence,
    status: r.status,
    action: r.action,
    memo: r.memo,
    reviewedBy: r.reviewed_by,
    reviewedAt: r.reviewed_at?.toISOString() ?? null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
}

export async function listFlags(
  deps: AppDeps,
  scope: Scope,
  query: FlagList,
): Promise<{ list: FlagRecord[]; total: number }> {
  const { rows, total } = await flagPage(deps.db, scope, query.filter, query as OfficeListQuery);
  return { list: await toRecords(deps, rows), total };
}

export async function getFlag(deps: AppDeps, scope: Scope, id: number): Promise<FlagRecord> {
  const row = await findFlag(deps.db, scope, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  return (await toRecords(deps, [row]))[0]!;
}

const ACTION_FLAGS: Record<ReviewAction, MemberFlags> = {
  lock_bet: { canBet: false },
  black: { status: MemberStatus.Black },
};

/**
 * Staff judge a flag once: accept (lock the accounts' betting, or black-list them, which also ends
 * their sessions) or dismiss, always with a memo; both audited. A flag already judged answers E003.
 */
export async function reviewFlag(
  deps: AppDeps,
  siteId: string,
  id: number,
  review: { action: ReviewAction | null; memo: string },
  actor: Actor,
): Promise<FlagRecord> {
  const now = deps.clock.now();
  const closed = await deps.db.transaction().execute(async (trx) => {
    const row = await closeFlag(
      trx,
      siteId,
      id,
      {
        status: review.action ? 'accepted' : 'dismissed',
        action: review.action,
        memo: review.memo,
        reviewed_by: actor.loginId,
      },
      now,
    );
    if (!row) return undefined;
    await writeAudit(
      trx,
      actor,
      review.action ? 'integrity.accept' : 'integrity.dismiss',
      `flag:${id}`,
      { status: 'open' },
      { status: row.status, action: row.action, memo: row.memo },
    );
    return row;
  });
  if (!closed) {
    if (!(await findFlag(deps.db, { siteId, path: null, self: null }, id))) throw new AppError(ResultCode.NotFound);
    throw new AppError(ResultCode.InvalidRequest, { fields: ['status'] });
  }
  // Each account through the one member-flags path (its own audit line, sessions, LOCK_BET_YN push).
  if (review.action)
    for (const memberId of closed.member_ids.map(Number))
      await setMemberFlags(deps, siteId, memberId, ACTION_FLAGS[review.action], actor);
  return (await toRecords(deps, [closed]))[0]!;
}
