import { MINIGAME_GROUP, MINIGAME_VENDOR } from '../../../../shared/minigame/games';
import { potentialPayout } from '../../../../shared/bets/slip';
import type { GameRow } from '../repo';
import type { SlipDbRow } from '../../bets/repo';

/** The vendor account every house minigame stake goes to (DESIGN: Money, one per vendor). */
export const MINIGAME_LEDGER_VENDOR = { group: MINIGAME_GROUP, procId: MINIGAME_VENDOR } as const;

/** One pick of a betProc call with the odds it is placed at. */
export interface PricedPick {
  market: string;
  pick: string;
  amount: number;
  odds: number;
}

/** A betProc call for a minigame, its picks priced, as both paths of place.ts place it. */
export interface SlipCall {
  siteId: string;
  memberId: number;
  game: GameRow;
  roundKey: string;
  picks: readonly PricedPick[];
  /** Each slip's name after the call's Idempotency-Key and its place in the call; null without a key. */
  keys: readonly string[] | null;
  now: Date;
}

export const slipKeys = (memberId: number, idempotencyKey: string | undefined, count: number): string[] | null =>
  idempotencyKey ? Array.from({ length: count }, (_, i) => `betProc:${memberId}:${idempotencyKey}:${i}`) : null;

/** A slip row before it is written: what the database assigns or the ledger answers is left out. */
export type NewSlip = Omit<SlipDbRow, 'id' | 'payout' | 'status' | 'stake_txn_id' | 'balance_before' | 'balance_after'>;

/** The slip of pick `i` (each pick is its own one-leg slip: a minigame pick wins or loses alone). */
export const newSlip = (call: SlipCall, i: number, roundNo: number): NewSlip => {
  const p = call.picks[i]!;
  return {
    site_id: call.siteId,
    member_id: call.memberId,
    game_group: MINIGAME_GROUP,
    vendor_code: MINIGAME_VENDOR,
    game_code: call.game.key,
    game_name: call.game.key,
    round_id: call.roundKey,
    odds: p.odds,
    stake: p.amount,
    potential_payout: potentialPayout(p.amount, [p.odds]),
    idempotency_key: call.keys?.[i] ?? null,
    payout_txn_id: null,
    detail: { roundNo },
    created_at: call.now,
    settled_at: null,
    accept_at: null,
    accept_mode: null,
    reopened_at: null,
  };
};
