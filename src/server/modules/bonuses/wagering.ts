import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Wagering progress (docs/domains/wagering.md): the full paths' calls of the one rule, the SQL
 * functions every stake path shares (sql/wagering_advance.sql and its twin sql/wagering_takeback.sql;
 * the fast batches call them in their own statement's function). Each runs in the caller's money
 * transaction, after the stake's or the refund's ledger rows (accounts before requirements, as
 * every writer locks them).
 */

/** Stake slips just written, staked at `now`, advance their members' active requirements. */
export async function advanceWagering(trx: Transaction<DB>, slipIds: readonly number[], now: Date): Promise<void> {
  if (slipIds.length === 0) return;
  const nows = slipIds.map(() => now.toISOString());
  await sql`select wagering_advance(${[...slipIds]}::bigint[], ${nows}::timestamptz[])`.execute(trx);
}

/** Slips cancelled, voided or partly refunded take back what they added to wagering. */
export async function takeBackWagering(trx: Transaction<DB>, slipIds: readonly number[], now: Date): Promise<void> {
  if (slipIds.length === 0) return;
  await sql`select wagering_takeback(${[...slipIds]}::bigint[], ${now.toISOString()}::timestamptz)`.execute(trx);
}

/**
 * Slips just settled: those whose stake came back (CANCEL, or TIE: voided or pushed) may take their
 * wagering back, and which of them does is the rule's own (sql/wagering_stakes.sql). A slip that
 * won or lost was played: it is not asked.
 */
export async function takeBackRefunded(
  trx: Transaction<DB>,
  slips: readonly { id: number; status: string }[],
  now: Date,
): Promise<void> {
  await takeBackWagering(
    trx,
    slips.filter((s) => s.status === 'CANCEL' || s.status === 'TIE').map((s) => s.id),
    now,
  );
}
