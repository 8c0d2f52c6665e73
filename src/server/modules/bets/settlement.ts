import { settleSlip } from '../../../shared/bets/slip';
import { betPayoutPosting, type Vendor } from '../ledger/gameMoney';
import type { MoneyTx, PostInput } from '../ledger/service';
import { bookInsurance } from '../insurance/settlement';
import { recordSlipResults, type OpenSlip, type SlipResult } from './repo';

export type SettledResult = OpenSlip & SlipResult;

/** Each open slip whose legs are all decided, with its status and payout from the shared arithmetic (shared/bets/slip.ts). */
export function slipResults(open: readonly OpenSlip[]): SettledResult[] {
  return open.flatMap((slip) => {
    const settled = settleSlip(
      slip.stake,
      slip.outcomes.map((outcome, i) => ({ outcome, odds: slip.odds[i]! })),
    );
    return settled ? [{ ...slip, ...settled }] : [];
  });
}

/**
 * The settlement step every product shares, once it has decided its legs (a minigame draw, a
 * casino round's result, a fixture's score) and worked out the results: every payout (a win, a
 * refund; key bet:payout:<id>) and the product's other postings (point accruals) in ONE ledger
 * batch, so each member account is locked once, in id order; then each slip's status, payout and
 * payout transaction in one update — one write per slip, a fixed number of statements whatever
 * their number. Answers what was paid. The caller holds the lock that made these slips its own
 * (a round row, a fixture): a slip found settled elsewhere rolls the whole settlement back rather
 * than pay it twice. Rolling is the caller's next step, in the same transaction. Insured slips
 * (README: Insured bets) book their partner's shares first: when there are any, every account the
 * settlement touches is locked then, bettors before their partners, before the payouts.
 */
export async function payAndRecord(m: MoneyTx, vendor: Vendor, results: readonly SettledResult[], now: Date, alsoPost: readonly PostInput[] = []): Promise<number> {
  await bookInsurance(m, { results }, results.map((r) => r.member_id), now);
  const paying = results.filter((r) => r.payout > 0);
  const posted = await m.postBatch([
    ...paying.map((r) => betPayoutPosting({ siteId: r.site_id, memberId: r.member_id, vendor, betId: r.id, amount: r.payout })),
    ...alsoPost,
  ]);
  const txnOf = new Map(paying.map((r, i) => [r.id, posted[i]!.transactionId]));
  const written = await recordSlipResults(m.trx, results.map((r) => ({ ...r, payoutTxnId: txnOf.get(r.id) ?? null })), now);
  if (written.length !== results.length) throw new Error(`settlement: ${results.length - written.length} slips were settled elsewhere`);
  return paying.reduce((sum, r) => sum + r.payout, 0);
}
