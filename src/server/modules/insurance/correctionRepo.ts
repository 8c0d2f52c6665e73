import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { saveDebts } from './settlementRepo';

export interface InsuredOfSlip {
  bet_id: number;
  site_id: string;
  partner_id: number;
  game_group: string;
  vendor_code: string;
  stake: number;
  stake_share: number;
  payout_share: number;
}

/** The insured rows of these slips, with the vendor account their shares were booked against. */
export async function insuredOf(trx: Transaction<DB>, slipIds: readonly number[]): Promise<InsuredOfSlip[]> {
  if (slipIds.length === 0) return [];
  const rows = await trx
    .selectFrom('insured_bets as i')
    .innerJoin('bets as b', 'b.id', 'i.bet_id')
    .select([
      'i.bet_id',
      'i.site_id',
      'i.partner_id',
      'i.game_group',
      'b.vendor_code',
      'i.stake',
      'i.stake_share',
      'i.payout_share',
    ])
    .where('i.bet_id', 'in', [...slipIds])
    .orderBy('i.bet_id')
    .execute();
  return rows.map((r) => ({
    ...r,
    bet_id: Number(r.bet_id),
    partner_id: Number(r.partner_id),
    stake: Number(r.stake),
    stake_share: Number(r.stake_share),
    payout_share: Number(r.payout_share),
  }));
}

export interface InsuredCorrection {
  row: InsuredOfSlip;
  payout: number;
  payoutShare: number;
  paid: number;
  txnId: number | null;
}

/** Each correction kept, the insured rows' totals brought up to date, the partners' new debts. */
export async function recordCorrections(
  trx: Transaction<DB>,
  version: number,
  rows: readonly InsuredCorrection[],
  debts: ReadonlyMap<number, number>,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('insured_bet_corrections')
    .values(
      rows.map((c) => ({
        bet_id: c.row.bet_id,
        version,
        payout: c.payout,
        payout_share: c.payoutShare,
        paid: c.paid,
        txn_id: c.txnId,
        created_at: now,
      })),
    )
    .execute();
  await sql`update insured_bets i set payout = v.payout, payout_share = v.share, payout_paid = i.payout_paid + v.paid
    from unnest(${rows.map((c) => c.row.bet_id)}::bigint[], ${rows.map((c) => c.payout)}::bigint[], ${rows.map((c) => c.payoutShare)}::bigint[], ${rows.map((c) => c.paid)}::bigint[]) as v(bet_id, payout, share, paid)
    where i.bet_id = v.bet_id`.execute(trx);
  await saveDebts(trx, debts);
}
