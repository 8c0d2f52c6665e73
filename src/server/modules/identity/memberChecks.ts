import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import type { FieldProblem } from '../../../shared/api/member';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { findDuplicates, type DuplicateField, type DuplicateProbe } from './repo';
import { isBlockedDigits } from './blocklist/repo';
import { isReservedNick } from './nickFold';
import { MemberStatus, YN } from '../../../shared/enums';
import { isPartnerTier } from '../../../shared/partner';
import type { MemberRow } from './sessionRepo';

/** §5: why a member cannot be a recommender: missing (U112), not a partner who may recommend (U113), not in good standing (U114). */
export function recommenderProblem(row: MemberRow | undefined): ResultCodeValue | null {
  if (!row || row.status === MemberStatus.Deleted) return ResultCode.RecommenderMissing;
  if (!isPartnerTier(row.tier) || row.recommend_yn !== YN.Y || !row.can_recommend)
    return ResultCode.RecommenderNotPartner;
  if (row.status !== MemberStatus.Normal || row.locked) return ResultCode.RecommenderUnusable;
  return null;
}

/** §5: a sign-up's recommender (typed, or the partner of a link) must be usable; else its catalogue code. */
export function assertRecommender(row: MemberRow | undefined): asserts row is MemberRow {
  const problem = recommenderProblem(row);
  if (problem) throw new AppError(problem, { field: 'recommender' });
}

/** A §5 rule the shared checks refused, as the catalogue answer (field and extra data for the message). */
export function assertNoProblem(problem: FieldProblem | null): void {
  if (problem) throw new AppError(problem.code, { field: problem.field, ...problem.data });
}

const DUPLICATE: Record<DuplicateField, { code: ResultCodeValue; field: string }> = {
  memId: { code: ResultCode.IdInUse, field: 'memId' },
  memNick: { code: ResultCode.NickInUse, field: 'memNick' },
  phoneDigits: { code: ResultCode.PhoneInUse, field: 'phone' },
  accountDigits: { code: ResultCode.AccountNoInUse, field: 'accountNo' },
};

/** §5 U005-U008, in the order of the form; `exceptMemberId` lets a member keep its own values. */
export async function assertNoDuplicates(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  probe: DuplicateProbe,
  exceptMemberId?: number,
): Promise<void> {
  if (probe.memNick !== undefined && (await isReservedNick(deps.db, siteId, probe.memNick)))
    throw new AppError(ResultCode.NickInUse, { field: 'memNick', reserved: true });
  const found = await findDuplicates(deps.db, siteId, probe, exceptMemberId);
  for (const field of Object.keys(DUPLICATE) as DuplicateField[]) {
    if (found.has(field)) throw new AppError(DUPLICATE[field].code, { field: DUPLICATE[field].field });
  }
}

/** §6 block lists: a blocked phone answers U013, a blocked account U014. */
export async function assertNotBlocked(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  values: { phoneDigits?: string; accountDigits?: string },
): Promise<void> {
  if (values.phoneDigits && (await isBlockedDigits(deps.db, siteId, 'phone', values.phoneDigits)))
    throw new AppError(ResultCode.PhoneBlocked, { field: 'phone' });
  if (values.accountDigits && (await isBlockedDigits(deps.db, siteId, 'account', values.accountDigits))) {
    throw new AppError(ResultCode.AccountBlocked, { field: 'accountNo' });
  }
}

/** A unique index refused the row: another request took the value between our check and our insert. */
