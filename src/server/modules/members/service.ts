import type { OfficeListQuery } from '../../../shared/api/office';
import type { AdminMemberFilter, AdminMemberUpdate, LowerMemberCreate } from '../../../shared/api/office/members';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { OfficeCaller, PartnerCaller } from '../../http/route';
import { MemberStatus } from '../../../shared/enums';
import { approveMember, refuseMember } from './flags';
import { filterRange } from '../../http/officeDates';
import { scopeOf } from '../../http/officeScope';
import { createMemberUnder } from './create';
import { memberById, memberPage, membersByIds, type ToRecord } from './read';
import { findMemberInScope, type MemberListOptions } from './repo';
import { updateMemberFromOffice } from './update';
import { toAdminRecord, toLowerRecord } from './view';

/** How one office shows a member: which columns it reads and the record it answers. */
export interface MemberView<T> {
  options: Omit<MemberListOptions, 'now'>;
  toRecord: ToRecord<T>;
}
/** Staff see every column (memo, online, bank account, flags). */
export const staffView: MemberView<ReturnType<typeof toAdminRecord>> = {
  options: { staffView: true },
  toRecord: toAdminRecord,
};
/** A partner sees what it needs to run its lower members. */
export const partnerView: MemberView<ReturnType<typeof toLowerRecord>> = { options: {}, toRecord: toLowerRecord };

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type ListQuery = OfficeListQuery & { filter: Partial<AdminMemberFilter> };

/** One page of the members the caller may see (a partner: its subtree, itself excluded). */
export const listMembersOf = <T>(deps: Deps, caller: OfficeCaller, query: ListQuery, view: MemberView<T>) =>
  memberPage(
    deps,
    scopeOf(caller),
    { ...query.filter, ...filterRange(deps, query.filter) },
    query,
    view.options,
    view.toRecord,
  );

/** One member in the caller's scope, or E007. */
export const memberOf = <T>(deps: Deps, caller: OfficeCaller, id: number, view: MemberView<T>) =>
  memberById(deps, scopeOf(caller), id, view.options, view.toRecord);

/** The members among `ids` that lie in the caller's scope (react-admin getMany). */
export const membersOf = <T>(deps: Deps, caller: OfficeCaller, ids: readonly number[], view: MemberView<T>) =>
  membersByIds(deps, scopeOf(caller), ids, view.options, view.toRecord);

/** An office edit of a member in the caller's scope (E007 outside it); answers the new record. */
export async function editMember<T>(
  deps: AppDeps,
  caller: OfficeCaller,
  id: number,
  data: AdminMemberUpdate,
  view: MemberView<T>,
): Promise<T> {
  const member = await findMemberInScope(deps.db, scopeOf(caller), id);
  if (!member) throw new AppError(ResultCode.NotFound);
  await updateMemberFromOffice(deps, caller.siteId, member, data, caller.actor);
  return memberOf(deps, caller, member.id, view);
}

/**
 * §4 sign-up approval (wait -> normal) or refusal (wait -> deleted) by staff, or by a partner for
 * its own subtree (E007 outside it); answers the member's record as the caller's office shows it.
 */
export async function decideSignup<T>(
  deps: AppDeps,
  caller: OfficeCaller,
  id: number,
  approve: boolean,
  view: MemberView<T>,
): Promise<T> {
  const member = await findMemberInScope(deps.db, scopeOf(caller), id);
  if (!member) throw new AppError(ResultCode.NotFound);
  await (approve ? approveMember : refuseMember)(deps, caller.siteId, member.id, caller.actor);
  return memberOf(deps, caller, member.id, view);
}

/** §2 sign-up approval: the waiting sign-ups of the caller's subtree. */
export const listSignupsOf = <T>(deps: Deps, caller: OfficeCaller, query: ListQuery, view: MemberView<T>) =>
  listMembersOf(deps, caller, { ...query, filter: { ...query.filter, status: MemberStatus.Waiting } }, view);

/** §2 lower/create: a member or lower-tier partner directly below the calling partner. */
export async function createLowerMember(
  deps: AppDeps,
  caller: PartnerCaller,
  domain: string,
  input: LowerMemberCreate,
) {
  const id = await createMemberUnder(
    deps,
    { siteId: caller.siteId, parent: caller.member, domain },
    input,
    caller.actor,
  );
  return memberOf(deps, caller, id, partnerView);
}
