import { settleSlip } from '../../../shared/bets/slip';
import { betPayoutPosting, settlementPayoutPosting, type Vendor } from '../ledger/gameMoney';
import type { MoneyTx, PostInput } from '../ledger/service';
import { bookInsurance } from '../insurance/settlement';
import { recordSlipResults, type OpenSlip, type SlipResult } from './repo';
import { takeBackRefunded } from '../bonuses/wagering';

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

/** What a settlement posts besides its slips' payouts, and how it groups them. */
export interface PayOptions {
  /** The product's other postings (point accruals), in the same batch. */
  alsoPost?: readonly PostInput[];
  /**
   * One payout per member for this settlement (`round:<key>`): for slips that are settled once and
   * never corrected one by one (a minigame round). Without it each slip has its own payout
   * (bet:payout:<id>), which a sports result correction reverses slip by slip.
   */
  perMember?: string;
}

/**
 * The settlement step every product shares, once it has decided its legs (a minigame draw, a
 * casino round's result, a fixture's score) and worked out the results: every payout (a win, a
 * refund) and the product's other postings in ONE ledger batch, so each member account is locked
 * once, in id order; then each slip's status, payout and payout transaction in one update — one
 * write per slip, a fixed number of statements whatever their number; then the wagering a cancelled
 * or voided slip added taken back (bonuses/wagering.ts). Answers what was paid. The
 * caller holds the lock that made these slips its own (a round row, a fixture): a slip found
 * settled elsewhere rolls the whole settlement back rather than pay it twice. Rolling is the
 * caller's next step, in the same transaction. Insured slips (docs/domains/insurance.md) book their
 * partner's shares first: when there are any, every account the settlement touches is locked
 * then, bettors before their partners, before the payouts.
 */
export async function payAndRecord(
  m: MoneyTx,
  vendor: Vendor,
  results: readonly SettledResult[],
  now: Date,
  options: PayOptions = {},
): Promise<number> {
  await bookInsurance(
    m,
    { results },
    results.map((r) => r.member_id),
    now,
  );
  const paying = results.filter((r) => r.payout > 0);
  const payouts = payoutsOf(vendor, paying, options.perMember);
  const posted = await m.postBatch([...payouts.map((p) => p.input), ...(options.alsoPost ?? [])]);
  const txnOf = new Map(payouts.flatMap((p, i) => p.slips.map((r) => [r.id, posted[i]!.transactionId] as const)));
  const written = await recordSlipResults(
    m.trx,
    results.map((r) => ({ ...r, payoutTxnId: txnOf.get(r.id) ?? null })),
    now,
  );
  if (written.length !== results.length)
    throw new Error(`settlement: ${results.length - written.length} slips were settled elsewhere`);
  await takeBackRefunded(m.trx, results, now);
  return totalPayout(paying);
}

const totalPayout = (slips: readonly SettledResult[]): number => slips.reduce((sum, r) => sum + r.payout, 0);

/** The paying slips' ledger postings: one per slip, or one per member of the settlement. */
function payoutsOf(vendor: Vendor, paying: readonly SettledResult[], perMember: string | undefined) {
  if (perMember === undefined)
    return paying.map((r) => ({
      input: betPayoutPosting({ siteId: r.site_id, memberId: r.member_id, vendor, betId: r.id, amount: r.payout }),
      slips: [r],
    }));
  const byMember = new Map<number, SettledResult[]>();
  for (const r of paying) {
    const slips = byMember.get(r.member_id);
    if (slips) slips.push(r);
    else byMember.set(r.member_id, [r]);
  }
  return [...byMember].map(([memberId, slips]) => ({
    input: settlementPayoutPosting({
      siteId: slips[0]!.site_id,
      memberId,
      vendor,
      source: perMember,
      slips: slips.length,
      amount: totalPayout(slips),
    }),
    slips,
  }));
}
