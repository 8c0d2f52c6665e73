import { allocateShares, payoutShare } from '../../../shared/bets/insurance';
import { LedgerKind, vendorAccount, type MoneyTx, type PostInput } from '../ledger/service';
import {
  insurableSlips,
  lockDebts,
  recordInsured,
  type InsurableSlip,
  type InsuredRow,
  type SettledSlips,
} from './settlementRepo';

export type { SettledSlips } from './settlementRepo';

const vendorOf = (s: InsurableSlip) => ({ system: vendorAccount(s.game_group, s.vendor_code), asset: 'cash' as const });

const stakePosting = (s: InsurableSlip): PostInput => ({
  siteId: s.site_id,
  idempotencyKey: `insure:stake:${s.bet_id}`,
  kind: LedgerKind.InsureStake,
  meta: { betId: s.bet_id, partnerId: s.partner_id },
  postings: [
    { account: vendorOf(s), amount: -s.stake_share },
    { account: { member: s.partner_id, asset: 'cash' }, amount: s.stake_share },
  ],
});

const payoutPosting = (s: InsurableSlip, amount: number): PostInput => ({
  siteId: s.site_id,
  idempotencyKey: `insure:payout:${s.bet_id}`,
  kind: LedgerKind.InsurePayout,
  meta: { betId: s.bet_id, partnerId: s.partner_id },
  postings: [
    { account: { member: s.partner_id, asset: 'cash' }, amount: -amount },
    { account: vendorOf(s), amount },
  ],
});

/**
 * Insured bets (docs/domains/insurance.md), in the settlement's money transaction, for the slips it
 * has just settled: each insured slip's partner receives its share of the stake from the
 * product's vendor account (`insure:stake:<slip>`) and pays its share of the payout back to it
 * (`insure:payout:<slip>`, with any debt it still owes, as far as its balance reaches; the rest
 * stays owed). The amounts depend on the partners' balances, so the partners' accounts and the
 * bettors' (`bettors`: members the settlement pays) are locked first, in one statement, bettors
 * before the partners above them (ledger batchRepo.ts lockMemberAccounts), then the partners'
 * settings rows. With no insured slip (the common case) this is one read and
 * nothing else. Answers the number of insured slips.
 */
export async function bookInsurance(
  m: MoneyTx,
  slips: SettledSlips,
  bettors: readonly number[],
  now: Date,
): Promise<number> {
  const insured = await insurableSlips(m.trx, slips);
  if (insured.length === 0) return 0;
  const partners = [...new Set(insured.map((s) => s.partner_id))].sort((a, b) => a - b);
  const balances = await m.lockMembers([...bettors, ...partners]);
  const debts = await lockDebts(m.trx, partners);
  const rows: Omit<InsuredRow, 'stakeTxnId' | 'payoutTxnId'>[] = [];
  for (const partner of partners) {
    const own = insured.filter((s) => s.partner_id === partner);
    const shares = own.map((s) => ({
      stakeShare: s.stake_share,
      payoutShare: payoutShare(s.payout, s.stake, s.stake_share),
    }));
    const done = allocateShares(balances.get(partner) ?? 0, debts.get(partner) ?? 0, shares);
    own.forEach((slip, i) => rows.push({ slip, payoutShare: shares[i]!.payoutShare, payoutPaid: done.paid[i]! }));
    debts.set(partner, done.debt);
  }
  // Per slip its stake share comes in before its payout share goes out, so the batch's running balance matches allocateShares.
  const inputs = rows.flatMap((r) => [
    stakePosting(r.slip),
    ...(r.payoutPaid > 0 ? [payoutPosting(r.slip, r.payoutPaid)] : []),
  ]);
  const posted = await m.postBatch(inputs);
  const txnOf = new Map(inputs.map((input, i) => [input.idempotencyKey, posted[i]!.transactionId]));
  await recordInsured(
    m.trx,
    rows.map((r) => ({
      ...r,
      stakeTxnId: txnOf.get(`insure:stake:${r.slip.bet_id}`)!,
      payoutTxnId: txnOf.get(`insure:payout:${r.slip.bet_id}`) ?? null,
    })),
    debts,
    now,
  );
  return rows.length;
}
