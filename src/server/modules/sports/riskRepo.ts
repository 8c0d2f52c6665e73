import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { NO_RISK_PROFILE, type RiskProfile, type StakedSoFar } from '../../../shared/sports/risk';
import { UNPLAYED_STATUSES } from '../../../shared/bets/slip';

type Db = Kysely<DB> | Transaction<DB>;

/** Members' sports risk profiles (docs/domains/sportsbook.md#risk): table sports_risk_profiles. */

export interface RiskProfileRow extends RiskProfile {
  updatedBy: string;
  updatedAt: Date;
}

/** The member's own profile, or undefined (the member stakes as everyone does). */
export async function ownRiskProfile(db: Db, memberId: number): Promise<RiskProfileRow | undefined> {
  const row = await db
    .selectFrom('sports_risk_profiles')
    .selectAll()
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return (
    row && {
      stakeFactorPct: row.stake_factor_pct,
      fixtureMax: row.fixture_max === null ? null : Number(row.fixture_max),
      marketMax: row.market_max === null ? null : Number(row.market_max),
      liveDelayS: row.live_delay_s,
      updatedBy: row.updated_by,
      updatedAt: new Date(row.updated_at),
    }
  );
}

/** The profile a slip is judged by: the member's own, else the one that changes nothing. */
export async function riskProfileOf(db: Db, memberId: number): Promise<RiskProfile> {
  return (await ownRiskProfile(db, memberId)) ?? NO_RISK_PROFILE;
}

/**
 * What the member has staked so far on each fixture and market, over every slip not cancelled or
 * refused (in its bet delay, open, settled or cashed out), a slip counted once per fixture it holds. Read under the member's
 * lock, so parallel slips of the member each see the ones before them.
 */
export async function stakedSoFar(
  trx: Transaction<DB>,
  memberId: number,
  fixtureIds: readonly number[],
  marketIds: readonly number[],
): Promise<StakedSoFar> {
  const { rows } = await sql<{ kind: 'f' | 'm'; id: string; staked: string }>`
    select 'f' as kind, x.fixture_id as id, sum(b.stake) as staked
    from (select distinct l.bet_id, l.fixture_id from bet_legs l where l.fixture_id = any(${[...fixtureIds]}::bigint[])) x
    join bets b on b.id = x.bet_id
    where b.member_id = ${memberId} and b.status <> all(${UNPLAYED_STATUSES}::text[])
    group by x.fixture_id
    union all
    select 'm', l.market_id, sum(b.stake)
    from bet_legs l join bets b on b.id = l.bet_id and b.created_at = l.created_at
    where l.market_id = any(${[...marketIds]}::bigint[]) and b.member_id = ${memberId} and b.status <> all(${UNPLAYED_STATUSES}::text[])
    group by l.market_id`.execute(trx);
  const of = (kind: 'f' | 'm') =>
    new Map(rows.filter((r) => r.kind === kind).map((r) => [Number(r.id), Number(r.staked)]));
  return { fixtures: of('f'), markets: of('m') };
}

/** Writes the member's profile (null: drops it); answers the one it replaced. */
export async function setRiskProfile(
  trx: Transaction<DB>,
  siteId: string,
  memberId: number,
  profile: RiskProfile | null,
  by: string,
  now: Date,
): Promise<RiskProfileRow | undefined> {
  const before = await ownRiskProfile(trx, memberId);
  if (!profile) {
    await trx.deleteFrom('sports_risk_profiles').where('member_id', '=', memberId).execute();
    return before;
  }
  const values = {
    stake_factor_pct: profile.stakeFactorPct,
    fixture_max: profile.fixtureMax,
    market_max: profile.marketMax,
    live_delay_s: profile.liveDelayS,
    updated_by: by,
    updated_at: now,
  };
  await trx
    .insertInto('sports_risk_profiles')
    .values({ member_id: memberId, site_id: siteId, ...values })
    .onConflict((c) => c.column('member_id').doUpdateSet(values))
    .execute();
  return before;
}
