import type { BetLeg, BetRow, BetStatus } from '../../../shared/api/bets';
import type { SportsLegFixture } from '../../../shared/api/sports';
import type { LegDbRow, SlipDbRow } from './repo';
import { SPORTS_GROUP, SPORTS_VENDOR_CODE } from '../sports/vendor';
import { shownFolderBonus, SportsSlipDetail } from '../../../shared/sports/slipDetail';

/** §9 result map: win PASS, lose FAIL, draw TIE, wait WAIT (and a cancelled bet CANCEL, a cashed-out sports slip CASHOUT; a live slip waits as PENDING and, refused, is refunded as a cancel). */
const CAL: Record<BetStatus, Pick<BetRow, 'betCalResult' | 'type' | 'betStatus'>> = {
  BET: { betCalResult: 'WAIT', type: 'wait', betStatus: 'WAIT' },
  WIN: { betCalResult: 'PASS', type: 'win', betStatus: 'DONE' },
  LOSE: { betCalResult: 'FAIL', type: 'lose', betStatus: 'DONE' },
  TIE: { betCalResult: 'TIE', type: 'draw', betStatus: 'DONE' },
  CANCEL: { betCalResult: 'CANCEL', type: 'cancel', betStatus: 'CANCEL' },
  CASHOUT: { betCalResult: 'CASHOUT', type: 'cashout', betStatus: 'DONE' },
  PENDING: { betCalResult: 'WAIT', type: 'wait', betStatus: 'WAIT' },
  REFUSED: { betCalResult: 'CANCEL', type: 'cancel', betStatus: 'CANCEL' },
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A sports leg's fixture as the bet list shows it, by fixture id (the leg adds its market type). */
export type LegFixtures = ReadonlyMap<number, Omit<SportsLegFixture, 'marketType'>>;

const toLeg = (l: LegDbRow, fixtures?: LegFixtures): BetLeg => ({
  legNo: l.leg_no,
  eventRef: l.event_ref,
  market: l.market,
  pick: l.pick,
  odds: l.odds,
  line: l.line,
  outcome: l.outcome,
  settledAt: iso(l.settled_at),
  ...(l.fixture_id !== null && fixtures?.has(Number(l.fixture_id))
    ? { sports: { ...fixtures.get(Number(l.fixture_id))!, marketType: l.market as SportsLegFixture['marketType'] } }
    : {}),
});

/** The legs of each slip, keyed by slip id (legsOf answers them in slip and leg order). */
export function legsBySlip(legs: readonly LegDbRow[], fixtures?: LegFixtures): Map<number, BetLeg[]> {
  const bySlip = new Map<number, BetLeg[]>();
  for (const leg of legs) bySlip.set(leg.bet_id, [...(bySlip.get(leg.bet_id) ?? []), toLeg(leg, fixtures)]);
  return bySlip;
}

/** §3 resultCash = winCash - cash; a slip still open (or in its bet delay) has no result yet. */
export const resultCash = (s: Pick<SlipDbRow, 'status' | 'stake' | 'payout'>): number =>
  s.status === 'BET' || s.status === 'PENDING' ? 0 : s.payout - s.stake;

/**
 * A house sportsbook slip's own figures: its folder bonus, what it cashed out
 * (docs/domains/sportsbook.md#cash-out), and in play when its bet delay ends or why it was refused.
 */
function sportsFigures(
  b: SlipDbRow,
  legs: BetLeg[],
): Pick<BetRow, 'folderBonus' | 'cashedOut' | 'acceptAt' | 'refusedReason'> {
  const detail = SportsSlipDetail.parse(b.detail);
  return {
    folderBonus: shownFolderBonus(detail, b.stake, legs),
    ...(detail.cashedOut && { cashedOut: detail.cashedOut }),
    ...(b.status === 'PENDING' && b.accept_at && { acceptAt: b.accept_at.toISOString() }),
    ...(detail.refused && { refusedReason: detail.refused }),
  };
}

export function toBetRow(b: SlipDbRow, legs: BetLeg[]): BetRow {
  const first = legs[0];
  return {
    betIdx: b.id,
    gameCategory: b.game_group,
    vendorCode: b.vendor_code,
    gameCode: b.game_code,
    gameName: b.game_name,
    roundId: b.round_id,
    market: first?.market ?? '',
    pick: first?.pick ?? '',
    odds: b.odds,
    betAmt: b.stake,
    betWinAmt: b.payout,
    potentialPayout: b.potential_payout,
    cash: b.stake,
    winCash: b.payout,
    resultCash: resultCash(b),
    status: b.status,
    ...CAL[b.status],
    balanceBefore: b.balance_before,
    balanceAfter: b.balance_after,
    createdAt: b.created_at.toISOString(),
    settledAt: iso(b.settled_at),
    legs,
    // §9 folder bonus of a house sportsbook slip (odds × 100, 100 for none): as placed, then as paid.
    ...(b.game_group === SPORTS_GROUP && b.vendor_code === SPORTS_VENDOR_CODE ? sportsFigures(b, legs) : {}),
  };
}
