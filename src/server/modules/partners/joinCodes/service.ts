import type { OfficeList, OfficeListQuery } from '../../../../shared/api/office';
import type { JoinCodeChange, JoinCodeRecord } from '../../../../shared/api/office/joinCodes';
import { isPartnerTier } from '../../../../shared/partner';
import { ResultCode } from '../../../../shared/resultCodes';
import type { AppDeps } from '../../../deps';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/appError';
import { iso } from '../../../http/officeDates';
import { scopeOf, type Scope } from '../../../http/officeScope';
import type { OfficeCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { findMemberByMemId } from '../../identity/repo';
import {
  insertJoinCode,
  joinCodeInScope,
  joinCodePage,
  lockJoinCode,
  updateJoinCode,
  type JoinCodeListFilter,
  type JoinCodeRow,
} from './repo';

/**
 * Partner sign-up codes in the office (docs/domains/partner-codes.md): a partner keeps the codes of
 * its subtree's partners, staff every code of the site and, alone, the domains (the form of a
 * partner has no domain field, so its calls can never set one). Every change is audited.
 */

const toRecord = (r: JoinCodeRow): JoinCodeRecord => ({
  id: Number(r.id),
  code: r.code,
  partnerId: Number(r.partner_id),
  partnerMemId: r.partner_mem_id,
  label: r.label,
  domain: r.domain,
  enabled: r.enabled,
  signups: Number(r.signups),
  createdAt: iso(r.created_at)!,
});

/** The audit's picture of a code. */
const snapshot = (r: { code: string; label: string; domain: string | null; enabled: boolean }) => ({
  code: r.code,
  label: r.label,
  domain: r.domain,
  enabled: r.enabled,
});

export async function joinCodeList(
  deps: Pick<AppDeps, 'db'>,
  caller: OfficeCaller,
  query: OfficeListQuery & { filter: JoinCodeListFilter },
): Promise<OfficeList<JoinCodeRecord>> {
  const { rows, total } = await joinCodePage(deps.db, scopeOf(caller), query.filter, query);
  return { list: rows.map(toRecord), total };
}

async function codeInScope(deps: Pick<AppDeps, 'db'>, scope: Scope, id: number): Promise<JoinCodeRecord> {
  const row = await joinCodeInScope(deps.db, scope, id);
  if (!row) throw new AppError(ResultCode.NotFound);
  return toRecord(row);
}

export const joinCodeById = (deps: Pick<AppDeps, 'db'>, caller: OfficeCaller, id: number) =>
  codeInScope(deps, scopeOf(caller), id);

/** The partner a new code is for: the caller itself by default, else a partner of its subtree (E007 outside it). */
async function ownerOf(deps: Pick<AppDeps, 'db'>, caller: OfficeCaller, memId: string | undefined) {
  if (!memId && caller.kind === 'partner') return caller.member;
  if (!memId) throw new AppError(ResultCode.MissingRecommender, { field: 'partnerMemId' });
  const row = await findMemberByMemId(deps.db, caller.siteId, memId);
  const scope = scopeOf(caller);
  if (!row || (scope.path !== null && !row.path.startsWith(scope.path))) throw new AppError(ResultCode.NotFound);
  if (!isPartnerTier(row.tier)) throw new AppError(ResultCode.RecommenderNotPartner, { field: 'partnerMemId' });
  return row;
}

/** A unique key refused the write: which one (the code or the domain). */
async function takenAnswer(deps: Pick<AppDeps, 'db'>, siteId: string, code: string | null, domain: string | null) {
  if (code) {
    const clash = await deps.db
      .selectFrom('partner_join_codes')
      .select('id')
      .where('site_id', '=', siteId)
      .where('code', '=', code)
      .executeTakeFirst();
    if (clash) return new AppError(ResultCode.JoinCodeTaken, { field: 'code' });
  }
  return new AppError(ResultCode.JoinDomainTaken, { field: 'domain', domain });
}

export async function createJoinCode(
  deps: Pick<AppDeps, 'db'>,
  caller: OfficeCaller,
  data: { code: string; partnerMemId?: string; label: string; domain?: string | null },
): Promise<JoinCodeRecord> {
  const owner = await ownerOf(deps, caller, data.partnerMemId);
  const domain = caller.kind === 'staff' ? (data.domain ?? null) : null;
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      const row = { site_id: caller.siteId, partner_id: owner.id, code: data.code, label: data.label, domain };
      const inserted = await insertJoinCode(trx, row);
      await writeAudit(trx, caller.actor, 'joinCode.create', data.code, null, {
        ...snapshot({ ...row, enabled: true }),
        partner: owner.mem_id,
      });
      return Number(inserted.id);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await takenAnswer(deps, caller.siteId, data.code, domain);
  }
  return codeInScope(deps, scopeOf(caller), id);
}

export async function updateJoinCodeOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: OfficeCaller,
  id: number,
  data: JoinCodeChange,
): Promise<JoinCodeRecord> {
  const scope = scopeOf(caller);
  await codeInScope(deps, scope, id);
  const change: JoinCodeChange = {
    ...(data.label !== undefined && { label: data.label }),
    ...(data.enabled !== undefined && { enabled: data.enabled }),
    ...(caller.kind === 'staff' && data.domain !== undefined && { domain: data.domain }),
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      const before = await lockJoinCode(trx, caller.siteId, id);
      if (!before) throw new AppError(ResultCode.NotFound);
      await updateJoinCode(trx, id, change, deps.clock.now());
      await writeAudit(trx, caller.actor, 'joinCode.update', before.code, snapshot(before), {
        ...snapshot(before),
        ...change,
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await takenAnswer(deps, caller.siteId, null, change.domain ?? null);
  }
  return codeInScope(deps, scope, id);
}
