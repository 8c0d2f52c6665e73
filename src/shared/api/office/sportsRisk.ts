import { z } from 'zod';
import { MarketStateSchema, SportKeySchema } from '../../sports/sports';
import { MarketTypeSchema, PickSchema } from '../../sports/markets';
import { ODDS_CHANGE_CAUSES } from '../../sports/risk';
import { LocalizedNames } from '../sports';
import { listBody } from './common';

/**
 * Sports risk in the office (docs/domains/sportsbook.md#risk), staff of the games area:
 *
 *   /api/admin/sportsRiskProfiles/{get,update}   a member's risk profile (id: the member)
 *   /api/admin/sportsMarketLiability/list        markets by liability, with the cap and their state
 *   /api/admin/sportsOddsHistory/list            a market's changes of odds and state, newest first
 */

const Iso = z.string();
const Won = z.number().int();

export const SportsRiskProfileRecord = z.object({
  /** The member's id. */
  id: z.number().int(),
  /** The member has a profile of its own (else: 100%, no maximum per fixture or market). */
  custom: z.boolean(),
  stakeFactorPct: z.number().int(),
  fixtureMax: Won.nullable(),
  marketMax: Won.nullable(),
  /** The member's bet delay in play in seconds, over the sport's; null: the sport's. */
  liveDelayS: z.number().int().nullable(),
  /** The staff login that saved it last, and when. */
  updatedBy: z.string().nullable(),
  updatedAt: Iso.nullable(),
});
export type SportsRiskProfileRecord = z.infer<typeof SportsRiskProfileRecord>;

const MaxStake = z.number().int().min(1).max(1_000_000_000_000).nullable();

/** null: the member goes back to no profile of its own. */
export const SportsRiskProfileUpdate = z.object({
  profile: z
    .object({
      stakeFactorPct: z.number().int().min(0).max(100),
      fixtureMax: MaxStake,
      marketMax: MaxStake,
      liveDelayS: z.number().int().min(0).max(600).nullable().default(null),
    })
    .nullable(),
});
export type SportsRiskProfileUpdate = z.infer<typeof SportsRiskProfileUpdate>;

export const SportsMarketLiabilityList = listBody(z.object({ sport: SportKeySchema.optional() }));

/** A market of a fixture not yet resulted that carries open slips. */
export const SportsMarketLiabilityRecord = z.object({
  /** The market's id. */
  id: z.number().int(),
  fixtureId: z.number().int(),
  sport: SportKeySchema,
  home: LocalizedNames,
  away: LocalizedNames,
  startsAt: Iso,
  type: MarketTypeSchema,
  line: z.number().int().nullable(),
  state: MarketStateSchema,
  /** The liability cap suspended it; it stays suspended until staff reopen it. */
  capHold: z.boolean(),
  slips: z.number().int(),
  stake: Won,
  /** Its worst pick's sum of potential payouts. */
  liability: Won,
  /** The site's cap (0: none). */
  cap: Won,
});
export type SportsMarketLiabilityRecord = z.infer<typeof SportsMarketLiabilityRecord>;

export const SportsOddsHistoryList = listBody(z.object({ marketId: z.coerce.number().int().positive().optional() }));

const OddsChangeCauseSchema = z.enum(ODDS_CHANGE_CAUSES);

/** One change: a pick's odds (pick and odds) or the market's state (state). */
export const SportsOddsHistoryRecord = z.object({
  id: z.number().int(),
  marketId: z.number().int(),
  pick: PickSchema.nullable(),
  odds: z.number().int().nullable(),
  state: MarketStateSchema.nullable(),
  cause: OddsChangeCauseSchema,
  /** Staff by login id; a feed message by its source and id. */
  staffId: z.string().nullable(),
  feedSource: z.string().nullable(),
  feedMessage: z.string().nullable(),
  changedAt: Iso,
});
export type SportsOddsHistoryRecord = z.infer<typeof SportsOddsHistoryRecord>;
