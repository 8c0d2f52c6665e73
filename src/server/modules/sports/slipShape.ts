import type { FolderBonusRules } from '../../../shared/sports/payout';
import type { SportsSlipDetail } from '../../../shared/sports/slipDetail';
import type { SlipDbRow } from '../bets/repo';
import { SPORTS_GROUP, SPORTS_VENDOR_CODE } from './vendor';

/** A sports slip row before it is written (both placement paths write the same row). */
export type NewSportsSlip = Omit<
  SlipDbRow,
  'id' | 'payout' | 'status' | 'stake_txn_id' | 'balance_before' | 'balance_after'
>;

export interface SlipFigures {
  totalOdds: number;
  potentialWin: number;
  bonusOdds: number;
  /** The payout terms the figures were worked out under: stored with the slip, settled by. */
  terms: FolderBonusRules;
}

/**
 * The slip of one placement: a single is named by its sport and fixture (the bet list's game and
 * round), a combo `combo` with its legs naming their fixtures; in detail the folder bonus as placed
 * and the payout terms its settlement reads (docs/domains/sportsbook.md#payout-terms).
 */
export function newSportsSlip(a: {
  siteId: string;
  memberId: number;
  key: string | null;
  amount: number;
  now: Date;
  first: { sport: string; fixtureId: number };
  legCount: number;
  figures: SlipFigures;
}): NewSportsSlip {
  const single = a.legCount === 1;
  const detail: SportsSlipDetail = {
    folderBonus: a.figures.bonusOdds,
    legs: a.legCount,
    payoutTerms: a.figures.terms,
  };
  return {
    site_id: a.siteId,
    member_id: a.memberId,
    game_group: SPORTS_GROUP,
    vendor_code: SPORTS_VENDOR_CODE,
    game_code: single ? a.first.sport : 'combo',
    game_name: single ? a.first.sport : 'combo',
    round_id: single ? String(a.first.fixtureId) : null,
    odds: a.figures.totalOdds,
    stake: a.amount,
    potential_payout: a.figures.potentialWin,
    idempotency_key: a.key,
    payout_txn_id: null,
    detail,
    created_at: a.now,
    settled_at: null,
    accept_at: null,
    accept_mode: null,
    reopened_at: null,
  };
}
