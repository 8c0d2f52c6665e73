import type { Kysely, Transaction } from 'kysely';
import { GAME_GROUPS, REFERRAL_RATE_LOCK_HOURS, type GameGroup } from '../../../shared/constants';
import type { RateInput, RateRecord } from '../../../shared/api/office/rates';
import { ResultCode } from '../../../shared/resultCodes';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { childMaxima, lockMembers, ratesOfMember, upsertRate, type RateRow } from './ratesRepo';

type Db = Kysely<DB> | Transaction<DB>;
const LOCK_MS = REFERRAL_RATE_LOCK_HOURS * 3_600_000;

export const toRateRecord = (row: RateRow, now: Date): RateRecord => {
  const until = new Date(row.updated_at).getTime() + LOCK_MS;
  return {
    gameGroup: row.game_group as GameGroup,
    rollingBp: row.rolling_bp,
    losingBp: row.losing_bp,
    updatedAt: new Date(row.updated_at).toISOString(),
    lockedUntil: until > now.getTime() ? new Date(until).toISOString() : null,
  };
};

const byGroup = <T extends { game_group: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.game_group, r]));

/** §5: each rolling and losing rate not above the parent's for its game group (G010). */
export async function assertNotAboveParent(
  db: Db,
  parentId: number | null,
  rates: readonly RateInput[],
): Promise<void> {
  if (parentId === null) return;
  const parent = byGroup(await ratesOfMember(db, parentId));
  for (const rate of rates) {
    const own = parent.get(rate.gameGroup);
    const limits = { rollingBp: own?.rolling_bp ?? 0, losingBp: own?.losing_bp ?? 0 };
    for (const key of ['rollingBp', 'losingBp'] as const) {
      if (rate[key] > limits[key])
        throw new AppError(ResultCode.RateAboveParent, { field: `rates.${rate.gameGroup}.${key}`, max: limits[key] });
    }
  }
}

/** Lowering a partner below one of its children would leave that child above its parent (G010 too). */
async function assertNotBelowChildren(db: Db, memberId: number, rates: readonly RateInput[]): Promise<void> {
  const children = byGroup(await childMaxima(db, memberId));
  for (const rate of rates) {
    const child = children.get(rate.gameGroup);
    if (!child) continue;
    if (rate.rollingBp < child.rolling_bp)
      throw new AppError(ResultCode.RateAboveParent, {
        field: `rates.${rate.gameGroup}.rollingBp`,
        min: child.rolling_bp,
      });
    if (rate.losingBp < child.losing_bp)
      throw new AppError(ResultCode.RateAboveParent, {
        field: `rates.${rate.gameGroup}.losingBp`,
        min: child.losing_bp,
      });
  }
}

/** The groups a change touched and their rates before it (for the audit line). */
export interface RateChange {
  groups: string[];
  before: RateInput[];
}

export interface RateChangeOptions {
  /** §4/§9: a partner may not change a rate again within REFERRAL_RATE_LOCK_HOURS; staff may. */
  dayLock: boolean;
  now: Date;
}

/**
 * Sets a member's rates (inside the caller's transaction): G010 against the parent and the
 * children, G013 when a changed group was changed less than a day ago. Unchanged groups keep
 * their time, so resending the same rates never locks anything. Returns the groups changed.
 *
 * The rows the G010 checks read are locked first, top-down: the parent and the member, then its
 * children when a rate goes down. Without that, a partner creating a child at its own rate while
 * staff lower that partner both pass their checks on PostgreSQL and leave the child above it.
 */
export async function changeRates(
  trx: Transaction<DB>,
  member: { id: number; parent_id: number | null },
  rates: readonly RateInput[],
  options: RateChangeOptions,
): Promise<RateChange> {
  await lockMembers(trx, member.parent_id === null ? [member.id] : [member.parent_id, member.id]);
  const current = byGroup(await ratesOfMember(trx, member.id));
  const changed = rates.filter((r) => {
    const row = current.get(r.gameGroup);
    return !row || row.rolling_bp !== r.rollingBp || row.losing_bp !== r.losingBp;
  });
  const before = changed.flatMap((r) => {
    const row = current.get(r.gameGroup);
    return row ? [{ gameGroup: r.gameGroup, rollingBp: row.rolling_bp, losingBp: row.losing_bp }] : [];
  });
  if (changed.length === 0) return { groups: [], before };
  if (options.dayLock) {
    for (const rate of changed) {
      const row = current.get(rate.gameGroup);
      const until = row ? new Date(row.updated_at).getTime() + LOCK_MS : 0;
      if (until > options.now.getTime())
        throw new AppError(ResultCode.RateLocked, {
          field: `rates.${rate.gameGroup}`,
          until: new Date(until).toISOString(),
        });
    }
  }
  const lowers = changed.some((r) => {
    const row = current.get(r.gameGroup);
    return !!row && (r.rollingBp < row.rolling_bp || r.losingBp < row.losing_bp);
  });
  if (lowers) await lockMembers(trx, [], member.id);
  await assertNotAboveParent(trx, member.parent_id, changed);
  await assertNotBelowChildren(trx, member.id, changed);
  for (const rate of changed)
    await upsertRate(
      trx,
      member.id,
      { game_group: rate.gameGroup, rolling_bp: rate.rollingBp, losing_bp: rate.losingBp },
      options.now,
    );
  return { groups: changed.map((r) => r.gameGroup), before };
}

/** A new partner gets a row per game group (0 where not given), all set now. */
export const fullRates = (rates: readonly RateInput[] = []): RateInput[] =>
  GAME_GROUPS.map(
    (gameGroup) => rates.find((r) => r.gameGroup === gameGroup) ?? { gameGroup, rollingBp: 0, losingBp: 0 },
  );
