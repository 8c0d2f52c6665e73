import type { Transaction } from 'kysely';
import { SiteOptionsSchema } from '../../../shared/api/site';
import type { DB } from '../../db/schema';

export type SpinSource = 'attendance' | 'deposit' | 'staff' | 'coupon';

/**
 * Spins a member earned or was given, one ticket each. A rule's ticket names its event
 * (attendance:<member>:<day>, deposit:<id>, coupon:<id>:<n>), so the same event never grants twice;
 * staff grants name the staff actor and may repeat.
 */
export async function grantSpins(
  trx: Transaction<DB>,
  g: { siteId: string; memberId: number; source: SpinSource; refs: readonly string[] },
): Promise<number> {
  if (!g.refs.length) return 0;
  const values = g.refs.map((ref) => ({ site_id: g.siteId, member_id: g.memberId, source: g.source, source_ref: ref }));
  const q = trx.insertInto('roulette_tickets').values(values);
  const rows = await (
    g.source === 'staff'
      ? q
      : q.onConflict((oc) => oc.columns(['site_id', 'source_ref']).where('source', '<>', 'staff').doNothing())
  )
    .returning('id')
    .execute();
  return rows.length;
}

/** §2 roulette rule: an approved deposit of at least the site's rouletteDepositMin earns one spin. */
export async function earnDepositSpin(
  trx: Transaction<DB>,
  d: { siteId: string; memberId: number; depositId: number; amount: number },
): Promise<void> {
  const site = await trx.selectFrom('sites').select('options').where('id', '=', d.siteId).executeTakeFirst();
  if (!site) return;
  const { rouletteYn, rouletteDepositMin } = SiteOptionsSchema.parse(site.options);
  if (rouletteYn !== 'Y' || rouletteDepositMin <= 0 || d.amount < rouletteDepositMin) return;
  await grantSpins(trx, {
    siteId: d.siteId,
    memberId: d.memberId,
    source: 'deposit',
    refs: [`deposit:${d.depositId}`],
  });
}
