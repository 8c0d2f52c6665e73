import { sql } from 'kysely';
import type { MonthArchiveHook } from '../../db/archive/monthArchives';
import { verify } from './verify';

/**
 * What the ledger keeps of a month whose entries leave for the archive
 * (docs/operations/retention.md#money-stays-verifiable): the month must pass its own
 * `ledger:verify` first, then each account's closing balance at the month's end (its last
 * balance_after) and the sum of all its entries up to then, carried on from the month archived
 * before (every account with history gets a row each archived month). `ledger:verify` starts each
 * balance's sum and chain from these rows.
 */
export const ledgerEntriesArchive: MonthArchiveHook = {
  async beforeDrop(trx, month) {
    const checked = await verify(trx, month);
    if (!checked.ok)
      throw new Error(
        `ledger:verify of ${month.from.toISOString().slice(0, 7)} finds ${[...new Set(checked.violations.map((v) => v.check))].join(', ')}: kept`,
      );
    // A month read back and leaving again finds its rows there already, the same.
    await sql`
      insert into ledger_archived_balances (account_id, archived_to, balance, entries_sum)
      select coalesce(m.account_id, p.account_id), ${month.to.toISOString()}::timestamptz,
        case when m.account_id is null then p.balance else m.balance end,
        coalesce(p.entries_sum, 0) + coalesce(m.total, 0)
      from (select account_id, sum(amount) as total, (array_agg(balance_after order by id desc))[1] as balance
            from ledger_entries
            where created_at >= ${month.from.toISOString()}::timestamptz and created_at < ${month.to.toISOString()}::timestamptz
            group by account_id) m
      full join (select * from ledger_archived_balances where archived_to = (
          select max(archived_to) from ledger_archived_balances where archived_to <= ${month.from.toISOString()}::timestamptz)) p
        on p.account_id = m.account_id
      on conflict (account_id, archived_to) do nothing`.execute(trx);
  },
};
