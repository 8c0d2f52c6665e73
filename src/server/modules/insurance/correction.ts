import { payoutShare, reallocateShare } from '../../../shared/bets/insurance';
import { LedgerKind, vendorAccount, type MoneyTx, type PostInput } from '../ledger/service';
import { lockDebts } from './settlementRepo';
import { insuredOf, recordCorrections, type InsuredCorrection } from './correctionRepo';

/** A settled slip whose payout a corrected result changed. */
export interface CorrectedPayout {
  id: number;
  member_id: number;
  payout: number;
}

/**
 * Insured bets on a corrected result (docs/domains/insurance.md), in the correction's money
 * transaction, before its payouts move: each insured slip's payout share is worked out again on
 * its new payout and the difference booked between the partner and the product's vendor account
 * (`insure:payout:<slip>:v<version>`, the partner paying more, or getting back what it paid and
 * no longer owes); the partner's debt follows the same rule as at settlement. Accounts are locked
 * as at settlement: bettors before the partners above them, then the partners' settings rows.
 * With no insured slip among them this is one read.
 */
export async function rebookInsurance(
  m: MoneyTx,
  version: number,
  changed: readonly CorrectedPayout[],
  now: Date,
): Promise<void> {
  const insured = await insuredOf(
    m.trx,
    changed.map((c) => c.id),
  );
  if (insured.length === 0) return;
  const payoutOf = new Map(changed.map((c) => [c.id, c.payout]));
  const partners = [...new Set(insured.map((r) => r.partner_id))].sort((a, b) => a - b);
  const balances = await m.lockMembers([...changed.map((c) => c.member_id), ...partners]);
  const debts = await lockDebts(m.trx, partners);
  const rows: Omit<InsuredCorrection, 'txnId'>[] = insured.map((r) => {
    const payout = payoutOf.get(r.bet_id)!;
    const share = payoutShare(payout, r.stake, r.stake_share);
    const done = reallocateShare(balances.get(r.partner_id) ?? 0, debts.get(r.partner_id) ?? 0, share - r.payout_share);
    balances.set(r.partner_id, done.balance);
    debts.set(r.partner_id, done.debt);
    return { row: r, payout, payoutShare: share, paid: done.paid };
  });
  const inputs: PostInput[] = rows
    .filter((c) => c.paid !== 0)
    .map((c) => ({
      siteId: c.row.site_id,
      idempotencyKey: `insure:payout:${c.row.bet_id}:v${version}`,
      kind: LedgerKind.InsurePayout,
      meta: { betId: c.row.bet_id, partnerId: c.row.partner_id, version },
      postings: [
        { account: { member: c.row.partner_id, asset: 'cash' }, amount: -c.paid },
        { account: { system: vendorAccount(c.row.game_group, c.row.vendor_code), asset: 'cash' }, amount: c.paid },
      ],
    }));
  const posted = await m.postBatch(inputs);
  const txnOf = new Map(inputs.map((input, i) => [(input.meta as { betId: number }).betId, posted[i]!.transactionId]));
  await recordCorrections(
    m.trx,
    version,
    rows.map((c) => ({ ...c, txnId: txnOf.get(c.row.bet_id) ?? null })),
    debts,
    now,
  );
}
