import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { RateRow } from './ratesRepo';
import type { Scope } from '../../http/officeScope';
import {
  findMembersInScope,
  listMembers,
  ratesOf,
  type MemberListFilter,
  type MemberListOptions,
  type MemberListRow,
} from './repo';

export type ToRecord<T> = (row: MemberListRow, rates: readonly RateRow[], scope: Scope, now: Date) => T;

async function withRates<T>(
  deps: Pick<AppDeps, 'db'>,
  rows: MemberListRow[],
  scope: Scope,
  now: Date,
  toRecord: ToRecord<T>,
): Promise<T[]> {
  const rates = await ratesOf(
    deps.db,
    rows.filter((r) => r.tier !== 'NORMAL').map((r) => r.id),
  );
  return rows.map((row) => toRecord(row, rates, scope, now));
}

/** One page of members in the scope, as the record type the caller's office shows. */
export async function memberPage<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: Scope,
  filter: MemberListFilter,
  query: OfficeListQuery,
  options: Omit<MemberListOptions, 'now'>,
  toRecord: ToRecord<T>,
): Promise<OfficeList<T>> {
  const now = deps.clock.now();
  const { rows, total } = await listMembers(deps.db, scope, filter, query, { ...options, now });
  return { list: await withRates(deps, rows, scope, now, toRecord), total };
}

/** Records of the ids that lie in the scope; others are silently left out (react-admin getMany). */
export async function membersByIds<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: Scope,
  ids: readonly number[],
  options: Omit<MemberListOptions, 'now'>,
  toRecord: ToRecord<T>,
): Promise<T[]> {
  const now = deps.clock.now();
  const rows = await findMembersInScope(deps.db, scope, ids, { ...options, now });
  return withRates(deps, rows, scope, now, toRecord);
}

/** One record, or E007 when the id is not in the scope (never a hint that it exists elsewhere). */
export async function memberById<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: Scope,
  id: number,
  options: Omit<MemberListOptions, 'now'>,
  toRecord: ToRecord<T>,
): Promise<T> {
  const [record] = await membersByIds(deps, scope, [id], options, toRecord);
  if (!record) throw new AppError(ResultCode.NotFound);
  return record;
}
