import type { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import { dateRange } from '../../../shared/dates';
import type { OfficeList, OfficeListQuery } from '../../../shared/api/office';
import {
  BonusProgramFilter,
  BonusRequirementFilter,
  type BonusGrantData,
  type BonusProgramData,
  type BonusProgramRecord,
  type BonusRequirementRecord,
} from '../../../shared/api/office/bonuses';
import type { BonusKind, WagerState, WagerWeights } from '../../../shared/bonuses/terms';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import type { Scope } from '../../http/officeScope';
import { writeAudit } from '../audit/repo';
import type { MoneyTx } from '../ledger/service';
import { grantBonus } from './grant';
import {
  findProgram,
  findRequirement,
  insertProgram,
  lockProgram,
  programPage,
  replaceLevels,
  requirementPage,
  updateProgram,
  type ProgramValues,
  type ProgramViewRow,
  type RequirementViewRow,
} from './officeRepo';
import { levelsOf, memberByLogin, reserveRequirementId, type ProgramLevelRow } from './repo';

const toProgram = (p: ProgramViewRow, levels: readonly ProgramLevelRow[]): BonusProgramRecord => ({
  id: p.id,
  kind: p.kind as BonusKind,
  name: p.name,
  enabled: p.enabled,
  pays: p.pays as BonusProgramRecord['pays'],
  cap: p.cap,
  minDeposit: p.min_deposit,
  weights: p.weights as WagerWeights,
  rolloverBp: p.rollover_bp,
  expiryHours: p.expiry_hours,
  exclusive: p.exclusive,
  windowDays: p.window_days,
  windowFromMin: p.window_from_min,
  windowToMin: p.window_to_min,
  levels: levels
    .filter((l) => l.program_id === p.id)
    .map((l) => ({ level: l.level, rateBp: l.rate_bp, fixedAmount: l.fixed_amount })),
  granted: p.granted ?? 0,
  active: p.active ?? 0,
  createdAt: p.created_at.toISOString(),
  updatedAt: p.updated_at.toISOString(),
});

const toRequirement = (r: RequirementViewRow): BonusRequirementRecord => ({
  id: r.id,
  memberId: r.member_id,
  memId: r.mem_id,
  memNick: r.mem_nick,
  programId: r.program_id,
  programName: r.name ?? '',
  kind: (r.kind as BonusKind | null) ?? null,
  source: r.source,
  asset: r.asset as BonusRequirementRecord['asset'],
  granted: r.granted,
  toWager: r.to_wager,
  wagered: r.wagered,
  left: r.state === 'active' ? Math.max(0, r.to_wager - r.wagered) : 0,
  state: r.state as WagerState,
  takenBack: r.taken_back,
  expiresAt: r.expires_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  closedAt: r.closed_at?.toISOString() ?? null,
});

const badFilter = (error: z.ZodError) =>
  new AppError(ResultCode.InvalidRequest, { fields: error.issues.map((i) => `filter.${i.path.join('.')}`) });

// A time window's hours mean nothing to another kind: they are kept empty there.
const programValues = (d: BonusProgramData): ProgramValues => {
  const window = d.kind === 'time_window';
  return {
    kind: d.kind,
    name: d.name,
    enabled: d.enabled,
    pays: d.pays,
    cap: d.cap,
    min_deposit: d.minDeposit,
    weights: JSON.stringify(d.weights),
    rollover_bp: d.rolloverBp,
    expiry_hours: d.expiryHours,
    exclusive: d.exclusive,
    window_days: window ? [...new Set(d.windowDays)].sort() : [],
    window_from_min: window ? d.windowFromMin : null,
    window_to_min: window ? d.windowToMin : null,
  };
};

export async function programList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  query: OfficeListQuery,
): Promise<OfficeList<BonusProgramRecord>> {
  const f = BonusProgramFilter.safeParse(query.filter);
  if (!f.success) throw badFilter(f.error);
  const { rows, total } = await programPage(deps.db, siteId, f.data, query);
  const levels = await levelsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => toProgram(r, levels)), total };
}

async function readProgram(db: AppDeps['db'] | MoneyTx['trx'], siteId: string, id: number) {
  const p = await findProgram(db, siteId, id);
  if (!p) throw new AppError(ResultCode.NotFound);
  return toProgram(p, await levelsOf(db, [id]));
}

export const programGet = (deps: Pick<AppDeps, 'db'>, siteId: string, id: number) => readProgram(deps.db, siteId, id);

/** A program, audited (bonusProgram.create) with everything it set. */
export function programCreate(deps: Pick<AppDeps, 'db'>, caller: StaffCaller, data: BonusProgramData) {
  return deps.db.transaction().execute(async (trx) => {
    const { id } = await insertProgram(trx, caller.siteId, programValues(data));
    await replaceLevels(trx, id, data.levels);
    const after = await readProgram(trx, caller.siteId, id);
    await writeAudit(trx, caller.actor, 'bonusProgram.create', `bonus_program:${id}`, null, auditSnapshot(after));
    return after;
  });
}

/** What the audit keeps of a program: its terms, not its counts. */
const auditSnapshot = ({ granted: _g, active: _a, createdAt: _c, updatedAt: _u, ...terms }: BonusProgramRecord) =>
  terms;

/**
 * A program changed, or turned on or off (bonusProgram.update, before and after). Grants already
 * made keep the terms they were granted under: a requirement froze them. Its kind stays what it was
 * made as (E003 on data.kind): its grants are named and judged by it.
 */
export function programUpdate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  id: number,
  data: BonusProgramData,
) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockProgram(trx, caller.siteId, id))) throw new AppError(ResultCode.NotFound);
    const before = await readProgram(trx, caller.siteId, id);
    if (before.kind !== data.kind) throw new AppError(ResultCode.InvalidRequest, { fields: ['data.kind'] });
    await updateProgram(trx, id, programValues(data), deps.clock.now());
    await replaceLevels(trx, id, data.levels);
    const after = await readProgram(trx, caller.siteId, id);
    await writeAudit(
      trx,
      caller.actor,
      'bonusProgram.update',
      `bonus_program:${id}`,
      auditSnapshot(before),
      auditSnapshot(after),
    );
    return after;
  });
}

/**
 * A staff grant (docs/domains/bonuses.md#staff-grants): the one grant under a program of kind
 * staff, for the amount staff typed (else the member's level's fixed amount), capped by the
 * program; its event is named by the requirement it writes (`bonus:staff:<id>`), and a retry of the
 * call by its Idempotency-Key. Audited `bonus.grant` in the same transaction.
 */
export async function staffGrant(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  caller: StaffCaller,
  data: z.infer<typeof BonusGrantData>,
): Promise<BonusRequirementRecord> {
  const member = await memberByLogin(m.trx, caller.siteId, data.memId);
  if (!member) throw new AppError(ResultCode.NotFound, { fields: ['data.memId'] });
  const id = await reserveRequirementId(m.trx);
  const grant = await grantBonus(m, deps, {
    siteId: caller.siteId,
    memberId: member.id,
    kind: 'staff',
    programId: data.programId,
    source: `bonus:staff:${id}`,
    requirementId: id,
    amount: data.amount,
    meta: { staff: caller.actor.loginId, memo: data.memo },
  });
  const scope: Scope = { siteId: caller.siteId, path: null, self: null };
  const record = toRequirement((await findRequirement(m.trx, scope, grant.requirement!.id))!);
  await writeAudit(m.trx, caller.actor, 'bonus.grant', record.memId, null, {
    programId: data.programId,
    amount: grant.amount,
    toWager: record.toWager,
    memo: data.memo,
  });
  return record;
}

export async function requirementList(
  deps: Pick<AppDeps, 'db' | 'config'>,
  scope: Scope,
  query: OfficeListQuery,
): Promise<OfficeList<BonusRequirementRecord>> {
  const f = BonusRequirementFilter.safeParse(query.filter);
  if (!f.success) throw badFilter(f.error);
  const range = dateRange(f.data.dateFrom, f.data.dateTo, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await requirementPage(deps.db, scope, { ...f.data, ...range }, query);
  return { list: rows.map(toRequirement), total };
}
