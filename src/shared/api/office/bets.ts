import { z } from 'zod';
import type { GameGroup } from '../../constants';
import type { BetRow } from '../bets';
import { DateRangeFilter, GameGroupSchema, listBody, TextFilter } from './common';

export const BET_STATUSES = ['BET', 'WIN', 'LOSE', 'TIE', 'CANCEL'] as const;
export type OfficeBetStatus = (typeof BET_STATUSES)[number];

/** `dateFrom/dateTo` bound the bet time. */
export const BetFilter = DateRangeFilter.extend({
  gameGroup: GameGroupSchema.optional(),
  status: z.enum(BET_STATUSES).optional(),
  memId: TextFilter.optional(),
  vendorCode: TextFilter.optional(),
  gameCode: TextFilter.optional(),
  roundId: TextFilter.optional(),
});
export type BetFilter = z.infer<typeof BetFilter>;

export const BET_SORT_FIELDS = ['id', 'createdAt', 'stake', 'payout', 'settledAt'] as const;

/**
 * POST /api/partner/bets/list { page, perPage, sort, filter: BetFilter } -> OfficeList<OfficeBetRecord> (my subtree's bets)
 * POST /api/admin/bets/list   same body -> OfficeList<OfficeBetRecord> (whole site)
 * POST /api/partner/bets/get, /api/admin/bets/get { id } -> OfficeBetRecord
 */
export const BetList = listBody(BetFilter);

/** The member bet row's game fields (../bets.ts), with the bettor and the office's own names. */
export interface OfficeBetRecord
  extends Pick<BetRow, 'vendorCode' | 'gameCode' | 'gameName' | 'roundId' | 'market' | 'pick' | 'odds' | 'resultCash' | 'balanceBefore' | 'balanceAfter' | 'createdAt'> {
  id: number;
  memberId: number;
  memId: string;
  memNick: string;
  gameGroup: GameGroup;
  stake: number;
  payout: number;
  status: OfficeBetStatus;
  settledAt: string | null;
}
