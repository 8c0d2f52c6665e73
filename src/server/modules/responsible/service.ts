import type { Kysely, Transaction } from 'kysely';
import { LIMIT_RAISE_DELAY_MS, periodWindow } from '../../../shared/responsible/periods';
import type {
  ExcludeRequest,
  LimitRow,
  LimitSetRequest,
  LimitsView,
  MemberResponsible,
} from '../../../shared/api/responsible';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import type { Actor } from '../audit/actor';
import { writeAudit } from '../audit/repo';
import { SessionEnd } from '../identity/authContext';
import { endMemberSessions, type SessionRow } from '../identity/sessionRepo';
import type { Scope } from '../../http/officeScope';
import { exclusionRefusal } from './guard';
import { settledRow } from './effectiveLimits';
import {
  activeExclusion,
  deleteLimit,
  exclusionsOf,
  findScopedMember,
  insertExclusion,
  limitRows,
  lockLimitRows,
  netSince,
  realityCheckOf,
  setRealityCheck,
  upsertLimit,
  type LimitDbRow,
} from './repo';
import { usage } from './usage';

type Db = Kysely<DB> | Transaction<DB>;
type Source = LimitDbRow['source'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every limit row of the member as it stands now, with its use in the current period. */
async function limitsOf(db: Db, memberId: number, now: Date, tz: number): Promise<LimitRow[]> {
  const rows = (await limitRows(db, memberId))
    .map((r) => settledRow(r, now))
    .filter((r) => r.amount !== null || r.pending_from !== null);
  return Promise.all(
    rows.map(async (r) => ({
      kind: r.kind,
      period: r.period,
      amount: r.amount,
      imposed: r.source === 'staff',
      pending: r.pending_from ? { amount: r.pending_amount, from: r.pending_from.toISOString() } : null,
      used: await usage(db, memberId, r.kind, r.period, now, tz),
      resetsAt: periodWindow(r.period, now, tz).to.toISOString(),
    })),
  );
}

/** /api/member/limits: limits with their use, the exclusion in force, the reality check and this session's figures. */
export async function readLimits(deps: AppDeps, memberId: number, session: SessionRow | null): Promise<LimitsView> {
  const now = deps.clock.now();
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const excluded = await activeExclusion(deps.db, memberId, now);
  return {
    limits: await limitsOf(deps.db, memberId, now, tz),
    exclusion: excluded
      ? { kind: excluded.kind, startsAt: excluded.starts_at.toISOString(), endsAt: excluded.ends_at.toISOString() }
      : null,
    realityCheckMinutes: await realityCheckOf(deps.db, memberId),
    session: session
      ? {
          startedAt: session.created_at.toISOString(),
          minutes: Math.max(0, Math.floor((now.getTime() - session.created_at.getTime()) / 60_000)),
          net: await netSince(deps.db, memberId, session.created_at),
        }
      : null,
  };
}

/**
 * RTS 12: the member's own limit goes down (or is first set) at once; up, or away, only after 24
 * hours, kept meanwhile as pending. Staff impose (or change their own imposed limit) at once; a
 * member never changes what staff imposed, and the stricter of the two applies.
 */
function nextRow(
  current: LimitDbRow | undefined,
  key: Pick<LimitDbRow, 'member_id' | 'kind' | 'period' | 'source'>,
  amount: number | null,
  now: Date,
): Omit<LimitDbRow, 'updated_at'> | null {
  const inForce = current ? settledRow(current, now).amount : null;
  const immediate = key.source === 'staff' || (amount !== null && (inForce === null || amount <= inForce));
  if (immediate) return amount === null ? null : { ...key, amount, pending_amount: null, pending_from: null };
  if (inForce === null) return null;
  return {
    ...key,
    amount: inForce,
    pending_amount: amount,
    pending_from: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS),
  };
}

export async function setLimit(
  deps: AppDeps,
  memberId: number,
  input: LimitSetRequest,
  source: Source,
  actor: Actor,
  target: string,
): Promise<void> {
  const now = deps.clock.now();
  const amount = input.amount || null;
  const key = { member_id: memberId, kind: input.kind, period: input.period, source };
  await deps.db.transaction().execute(async (trx) => {
    const current = (await lockLimitRows(trx, memberId, [input.kind])).find(
      (r) => r.period === input.period && r.source === source,
    );
    const next = nextRow(current, key, amount, now);
    if (next) await upsertLimit(trx, next, now);
    else if (current) await deleteLimit(trx, key);
    await writeAudit(trx, actor, 'limit.set', target, current ? snapshot(current) : null, next ? snapshot(next) : null);
  });
}

const snapshot = (r: Omit<LimitDbRow, 'updated_at'>) => ({
  kind: r.kind,
  period: r.period,
  source: r.source,
  amount: r.amount,
  pendingAmount: r.pending_amount,
  pendingFrom: r.pending_from?.toISOString() ?? null,
});

/**
 * /api/member/exclude: a cool-off or self-exclusion from now for `days`. Every session of the
 * member ends at once through the same path as a logout or a staff lock (ended rows, LOGOUT on the
 * socket), so every node refuses the old token on its next call. Nothing ever lifts it early.
 */
export async function exclude(
  deps: AppDeps,
  member: { id: number; mem_id: string },
  input: ExcludeRequest,
  actor: Actor,
): Promise<void> {
  const now = deps.clock.now();
  const endsAt = new Date(now.getTime() + input.days * DAY_MS);
  const ended = await deps.db.transaction().execute(async (trx) => {
    const current = await activeExclusion(trx, member.id, now);
    // Never shorter than what is already in force: an exclusion only ever grows.
    if (current && current.ends_at >= endsAt) {
      const r = exclusionRefusal(current, deps.config.SITE_TZ_OFFSET_MINUTES);
      throw new AppError(r.code, r.data);
    }
    await insertExclusion(trx, { member_id: member.id, kind: input.kind, starts_at: now, ends_at: endsAt });
    await writeAudit(trx, actor, 'member.exclude', member.mem_id, null, {
      kind: input.kind,
      days: input.days,
      endsAt: endsAt.toISOString(),
    });
    return endMemberSessions(trx, member.id, SessionEnd.Excluded, now);
  });
  for (const sessionId of ended)
    deps.bus.publish({ type: 'logout', memberId: member.id, sessionId, reason: SessionEnd.Excluded });
}

export async function setRealityCheckMinutes(deps: AppDeps, memberId: number, minutes: number | null): Promise<void> {
  await setRealityCheck(deps.db, memberId, minutes, deps.clock.now());
}

/**
 * The office's member detail: limits with their use, every exclusion (none liftable), the reality
 * check. Staff read any member of the site, a partner only one of its subtree (E007 otherwise).
 */
export async function memberResponsible(deps: AppDeps, scope: Scope, memberId: number): Promise<MemberResponsible> {
  if (!(await findScopedMember(deps.db, scope, memberId))) throw new AppError(ResultCode.NotFound);
  const now = deps.clock.now();
  return {
    limits: await limitsOf(deps.db, memberId, now, deps.config.SITE_TZ_OFFSET_MINUTES),
    exclusions: (await exclusionsOf(deps.db, memberId)).map((e) => ({
      kind: e.kind,
      startsAt: e.starts_at.toISOString(),
      endsAt: e.ends_at.toISOString(),
      active: e.starts_at <= now && e.ends_at > now,
    })),
    realityCheckMinutes: await realityCheckOf(deps.db, memberId),
  };
}

/**
 * Staff impose, change or lift their own limit on a member of the site, at once (audited). The
 * member's own limit stays beside it and the stricter applies, so a member never plays above what
 * staff imposed. There is no office call that ends or shortens an exclusion.
 */
export async function imposeLimit(
  deps: AppDeps,
  scope: Scope,
  memberId: number,
  input: LimitSetRequest,
  actor: Actor,
): Promise<MemberResponsible> {
  const member = await findScopedMember(deps.db, scope, memberId);
  if (!member) throw new AppError(ResultCode.NotFound);
  await setLimit(deps, memberId, input, 'staff', actor, member.mem_id);
  return memberResponsible(deps, scope, memberId);
}
