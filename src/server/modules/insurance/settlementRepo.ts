import { sql, type RawBuilder, type Transaction } from 'kysely';
import { RATE_GROUP_OF } from '../../../shared/bets/productGroups';
import type { SlipStatus } from '../../../shared/bets/slip';
import type { DB } from '../../db/schema';

const PRODUCTS = Object.keys(RATE_GROUP_OF);
const RATE_GROUPS = Object.values(RATE_GROUP_OF);

/** A settled slip as its settlement worked it out (before or after its row is written). */
export interface SettledStake {
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

const slipValues = (slips: SettledSlips): RawBuilder<unknown> =>
  'results' in slips
    ? sql`select * from unnest(${slips.results.map((r) => r.id)}::bigint[], ${slips.results.map((r) => r.stake)}::bigint[],
        ${slips.results.map((r) => r.payout)}::bigint[], ${slips.results.map((r) => r.status)}::text[]) as v(id, stake, payout, status)`
    : sql`select id, stake, payout, status from bets where id = any(${[...slips.ids]}::bigint[])`;

/**
 * The insured slips among those just settled, in one statement: a slip that won or lost (a tie or
 * a cancel gave the stake back whole) whose bettor has, on its path above it, a partner insuring
 * the slip's rate group; the NEAREST such partner is the one, and the slip is insured only when
 * its stake is above that partner's standard amount (no higher partner is tried). With no
 * setting enabled anywhere (most sites) one read of the settings answers first, before the slips
 * are sent: a minigame round's 10,000 slips cost 107 ms here as a join and 30–45 ms as parameters
 * of a statement that then ended at its first filter.
 */
export async function insurableSlips(trx: Transaction<DB>, slips: SettledSlips): Promise<InsurableSlip[]> {
  const count = 'results' in slips ? slips.results.length : slips.ids.length;
  if (count === 0) return [];
  const enabled = await sql`select 1 from insurance_settings where enabled limit 1`.execute(trx);
  if (enabled.rows.length === 0) return [];
  const { rows } = await sql<InsurableSlip>`
    with v as (${slipValues(slips)}),
    s as (
      select b.id as bet_id, b.site_id, b.member_id, b.game_group, b.vendor_code, v.stake, v.payout, g.rate_group, m.path
      from v join bets b on b.id = v.id
      join unnest(${PRODUCTS}::text[], ${RATE_GROUPS}::text[]) as g(product, rate_group) on g.product = b.game_group
      join members m on m.id = b.member_id
      where v.status in ('WIN', 'LOSE') and v.stake > 0
        and exists (select 1 from insurance_settings i where i.site_id = b.site_id)
        and not exists (select 1 from insured_bets x where x.bet_id = b.id)
    ), picked as (
      select s.*, i.partner_id, i.standard_amount, i.rate_bp
      from s cross join lateral (
        select i.partner_id, i.standard_amount, i.rate_bp
        from insurance_settings i join members p on p.id = i.partner_id
        where i.site_id = s.site_id and i.enabled and s.rate_group = any(i.game_groups)
          and p.id <> s.member_id and s.path like p.path || '%'
        order by length(p.path) desc limit 1
      ) i
    )
    select bet_id, site_id, member_id, partner_id, game_group, vendor_code, stake, payout, standard_amount, rate_bp,
      stake - standard_amount as applied_amount, ((stake - standard_amount) * rate_bp) / 10000 as stake_share
    from picked
    where stake > standard_amount and ((stake - standard_amount) * rate_bp) / 10000 > 0
    order by bet_id`.execute(trx);
  return rows;
}

/** The partners' settings rows locked (after their accounts, in partner order): their debt. */
export async function lockDebts(trx: Transaction<DB>, partnerIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await trx.selectFrom('insurance_settings').select(['partner_id', 'debt']).where('partner_id', 'in', [...partnerIds]).orderBy('partner_id').forUpdate().execute();
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
export async function recordInsured(trx: Transaction<DB>, rows: readonly InsuredRow[], debts: ReadonlyMap<number, number>, now: Date): Promise<void> {
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
