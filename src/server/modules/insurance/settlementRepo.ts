import { sql, type Transaction } from 'kysely';
import { RATE_GROUP_OF } from '../../../shared/bets/productGroups';
import type { SlipStatus } from '../../../shared/bets/slip';
import type { DB } from '../../db/schema';

const PRODUCTS = Object.keys(RATE_GROUP_OF);
const RATE_GROUPS = Object.values(RATE_GROUP_OF);

/** A settled slip as its settlement worked it out (before or after its row is written). */
interface SettledStake {
  id: number;
  stake: number;
  payout: number;
  status: SlipStatus;
}

/** Slips just settled: given with their results (written later in the transaction), or by id (already written). */
export type SettledSlips = { results: readonly SettledStake[] } | { ids: readonly number[] };

export interface InsurableSlip {
  bet_id: number;
  site_id: string;
  member_id: number;
  partner_id: number;
  game_group: string;
  vendor_code: string;
  stake: number;
  payout: number;
  standard_amount: number;
  rate_bp: number;
  applied_amount: number;
  stake_share: number;
}

/**
 * The insured slips among those just settled (insurance/sql/insurable_slips.sql, the rule's one
 * home: pam_fast_batch asks it too). With no setting enabled anywhere (most sites) one read of the
 * settings answers first, before the slips are sent: a minigame round's 10,000 slips cost 107 ms
 * here as a join and 30–45 ms as parameters of a statement that then ended at its first filter.
 */
export async function insurableSlips(trx: Transaction<DB>, slips: SettledSlips): Promise<InsurableSlip[]> {
  const count = 'results' in slips ? slips.results.length : slips.ids.length;
  if (count === 0) return [];
  const enabled = await sql`select 1 from insurance_settings where enabled limit 1`.execute(trx);
  if (enabled.rows.length === 0) return [];
  // Slips given by id are read as their rows stand (null stakes, payouts and statuses).
  const given = 'results' in slips ? slips.results : undefined;
  const ids = given ? given.map((r) => r.id) : [...(slips as { ids: readonly number[] }).ids];
  const { rows } = await sql<InsurableSlip>`select * from insurable_slips(${ids}::bigint[],
      ${given?.map((r) => r.stake) ?? null}::bigint[], ${given?.map((r) => r.payout) ?? null}::bigint[],
      ${given?.map((r) => r.status) ?? null}::text[], ${PRODUCTS}::text[], ${RATE_GROUPS}::text[])`.execute(trx);
  return rows;
}

/** The partners' settings rows locked (after their accounts, in partner order): their debt. */
export async function lockDebts(trx: Transaction<DB>, partnerIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await trx
    .selectFrom('insurance_settings')
    .select(['partner_id', 'debt'])
    .where('partner_id', 'in', [...partnerIds])
    .orderBy('partner_id')
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.partner_id, r.debt]));
}

export interface InsuredRow {
  slip: InsurableSlip;
  payoutShare: number;
  payoutPaid: number;
  stakeTxnId: number;
  payoutTxnId: number | null;
}

/** The insured slips and the partners' new debts, in two statements. */
export async function recordInsured(
  trx: Transaction<DB>,
  rows: readonly InsuredRow[],
  debts: ReadonlyMap<number, number>,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('insured_bets')
    .values(
      rows.map((r) => ({
        bet_id: r.slip.bet_id,
        site_id: r.slip.site_id,
        partner_id: r.slip.partner_id,
        member_id: r.slip.member_id,
        game_group: r.slip.game_group,
        stake: r.slip.stake,
        standard_amount: r.slip.standard_amount,
        applied_amount: r.slip.applied_amount,
        rate_bp: r.slip.rate_bp,
        stake_share: r.slip.stake_share,
        payout: r.slip.payout,
        payout_share: r.payoutShare,
        payout_paid: r.payoutPaid,
        stake_txn_id: r.stakeTxnId,
        payout_txn_id: r.payoutTxnId,
        settled_at: now,
      })),
    )
    .execute();
  await saveDebts(trx, debts);
}

/** The partners' new debts, in one statement. */
export async function saveDebts(trx: Transaction<DB>, debts: ReadonlyMap<number, number>): Promise<void> {
  await sql`update insurance_settings s set debt = v.debt
    from unnest(${[...debts.keys()]}::bigint[], ${[...debts.values()]}::bigint[]) as v(partner_id, debt)
    where s.partner_id = v.partner_id and s.debt <> v.debt`.execute(trx);
}
