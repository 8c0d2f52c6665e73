import type { MoneyTx, Posted, PostInput } from './service';
import { LedgerKind, vendorAccount } from './service';
import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';

/**
 * The ledger calls games and settlements use, each inside the caller's money transaction so the
 * bet or settlement row commits with its money. Keys name the event, so a retried settlement or
 * callback moves nothing twice. Store `transactionId` on the bet (stake_txn_id / payout_txn_id):
 * `ledger:verify` checks each bet's stake and payout appear exactly once.
 */
export interface Vendor {
  group: string;
  procId: number | string;
}

export interface BetMoney {
  siteId: string;
  memberId: number;
  vendor: Vendor;
  betId: number | string;
  amount: number;
}

/** The posting of a stake: the member's cash to the vendor account. */
const betStakePosting = (b: BetMoney, insufficient: ResultCodeValue = ResultCode.BetNoMoney): PostInput => ({
  siteId: b.siteId,
  idempotencyKey: `bet:stake:${b.betId}`,
  kind: LedgerKind.BetStake,
  meta: { betId: b.betId },
  insufficient,
  postings: [
    { account: { member: b.memberId, asset: 'cash' }, amount: -b.amount },
    { account: { system: vendorAccount(b.vendor.group, b.vendor.procId), asset: 'cash' }, amount: b.amount },
  ],
});

/** Debits the stake from the member's cash to the vendor account (B6000 when cash cannot cover it). */
export const betStake = (m: MoneyTx, b: BetMoney, insufficient?: ResultCodeValue): Promise<Posted> =>
  m.post(betStakePosting(b, insufficient));

const payoutPostings = (b: Omit<BetMoney, 'betId'>): PostInput['postings'] => [
  { account: { system: vendorAccount(b.vendor.group, b.vendor.procId), asset: 'cash' }, amount: -b.amount },
  { account: { member: b.memberId, asset: 'cash' }, amount: b.amount },
];

/** The posting of a win, a tie or a cancelled bet's refund from the vendor account (amount > 0). */
export const betPayoutPosting = (b: BetMoney): PostInput => ({
  siteId: b.siteId,
  idempotencyKey: `bet:payout:${b.betId}`,
  kind: LedgerKind.BetPayout,
  meta: { betId: b.betId },
  postings: payoutPostings(b),
});

/**
 * What one settlement (`source`, e.g. `round:<key>`) pays one member over all its slips, in one
 * transaction: a minigame member bets several markets of one round, and a round paid slip by slip
 * wrote ten ledger rows and twenty entries where this writes one and two
 * (docs/benchmarks/2026-11-26.md). Each slip still names it as its payout_txn_id, and
 * `ledger:verify` checks it moved exactly the sum of their payouts.
 */
export const settlementPayoutPosting = (b: Omit<BetMoney, 'betId'> & { source: string; slips: number }): PostInput => ({
  siteId: b.siteId,
  idempotencyKey: `bet:payout:${b.source}:${b.memberId}`,
  kind: LedgerKind.BetPayout,
  meta: { source: b.source, slips: b.slips },
  postings: payoutPostings(b),
});
