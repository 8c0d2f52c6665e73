import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { LedgerKind, post, type PostInput } from '../ledger/service';
import { stakeRoom } from '../responsible/guard';
import { AdapterRefused, AdapterUnreachable, type VendorAdapter } from './adapters';
import type { SiteVendorRow } from './catalogueRepo';

type WalletDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

/**
 * Transfer wallets (DESIGN: Games and products): a vendor that keeps the player's balance itself. The
 * member's money there is a ledger account of its own, `transfer:<group>:<procId>:<memberId>`
 * (a system account: its balance is the sum of its entries), so the ledger always knows how much
 * the member has at the vendor; the reconciliation job compares it with the vendor's answer.
 * Every call to the vendor names its transaction (`in-<session>`, `out-<session>-<n>`), so an answer
 * that never came is settled by asking the vendor about that transaction.
 */
export const transferAccount = (group: string, procId: number, memberId: number): string =>
  `transfer:${group}:${procId}:${memberId}`;

export interface TransferCall {
  siteId: string;
  memberId: number;
  vendor: Pick<SiteVendorRow, 'group_code' | 'proc_id'>;
  adapter: VendorAdapter;
  sessionId: number;
}

const moveInput = (c: TransferCall, txId: string, toVendor: number, kind: LedgerKind): PostInput => ({
  siteId: c.siteId,
  idempotencyKey: `vendor:${c.adapter.provider}:${txId}`,
  kind,
  meta: { provider: c.adapter.provider, transactionId: txId },
  postings: [
    { account: { member: c.memberId, asset: 'cash' }, amount: -toVendor },
    {
      account: { system: transferAccount(c.vendor.group_code, c.vendor.proc_id, c.memberId), asset: 'cash' },
      amount: toVendor,
    },
  ],
});

/** Did the vendor apply a call whose answer we did not get? Unknown stays unknown (the job will see the difference). */
async function applied(c: TransferCall, txId: string): Promise<boolean | null> {
  try {
    return (await c.adapter.wallet!.transaction(txId)).found;
  } catch {
    return null;
  }
}

/**
 * At launch: the member's whole cash moves into the game wallet, or no more than its stake and
 * loss limits leave (docs/domains/responsible-play.md: the vendor's bets never come through /pam, so this is where the
 * limits bite; a loss can then never pass the limit, stakes of money won inside can). The ledger
 * moves first (so the cash cannot be spent twice meanwhile); a vendor refusal, or a lost answer the
 * vendor says it never applied, moves it back under its own key.
 */
export async function fundTransferWallet(deps: WalletDeps, c: TransferCall): Promise<void> {
  const balance =
    (
      await deps.db
        .selectFrom('accounts')
        .select('balance')
        .where('member_id', '=', c.memberId)
        .where('asset', '=', 'cash')
        .executeTakeFirst()
    )?.balance ?? 0;
  const at = { now: deps.clock.now(), tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES };
  const room = await deps.db.transaction().execute((trx) => stakeRoom(trx, c.memberId, at));
  const cash = room === null ? balance : Math.min(balance, room);
  if (cash <= 0) return;
  const txId = `in-${c.sessionId}`;
  await post(deps, moveInput(c, txId, cash, LedgerKind.VendorIn));
  try {
    await c.adapter.wallet!.deposit(String(c.memberId), cash, txId);
  } catch (error) {
    const undo =
      error instanceof AdapterRefused || (error instanceof AdapterUnreachable && (await applied(c, txId)) === false);
    if (undo) await post(deps, moveInput(c, `${txId}:undone`, -cash, LedgerKind.VendorOut));
    if (!(error instanceof AdapterUnreachable) || undo) throw error;
  }
}

/** How many times a return is asked again after the vendor refused it (another return took the money first). */
const RETURN_ATTEMPTS = 3;

/**
 * The window closed, the member signed in or pressed 게임머니 회수 (/api/cash/outGameMoney), or the
 * session expired: everything the vendor holds for the member comes back to cash
 * (docs/domains/vendors.md#money-left-at-a-vendor). The vendor's balance is the truth of what can
 * come back (its rounds are written by the reconciliation job); the ledger posts exactly what the
 * vendor paid out, under the key of the vendor's transaction. A member may bring money back many
 * times in one session (each call its own transaction); an event that happens once, as the
 * session's expiry, names itself (`event`), so a repeat moves nothing twice.
 *
 * Two returns at once (login and the window's close, two tabs, two nodes) both read the balance;
 * the vendor pays the first and refuses the second more than it now holds, so the second reads the
 * balance again and brings back what is left, usually nothing: paid once, answered without an error.
 */
export async function returnTransferWallet(deps: WalletDeps, c: TransferCall, event?: string): Promise<number> {
  const wallet = c.adapter.wallet!;
  for (let attempt = 0; ; attempt++) {
    const balance = await wallet.balance(String(c.memberId));
    if (balance <= 0) return 0;
    const txId = event
      ? `${event}${attempt ? `-${attempt}` : ''}`
      : `out-${c.sessionId}-${randomBytes(4).toString('hex')}`;
    try {
      await wallet.withdraw(String(c.memberId), balance, txId);
    } catch (error) {
      if (error instanceof AdapterRefused && attempt + 1 < RETURN_ATTEMPTS) continue;
      if (!(error instanceof AdapterUnreachable) || (await applied(c, txId)) !== true) throw error;
    }
    await post(deps, moveInput(c, txId, -balance, LedgerKind.VendorOut));
    return balance;
  }
}

/** The ledger's balance of a member's game wallet at a vendor (sum of its entries). */
export async function ledgerWalletBalance(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  group: string,
  procId: number,
  memberId: number,
): Promise<number> {
  const { rows } = await sql<{ total: string | null }>`
    select sum(e.amount)::text as total from ledger_entries e join accounts a on a.id = e.account_id
    where a.site_id = ${siteId} and a.code = ${transferAccount(group, procId, memberId)} and a.asset = 'cash'`.execute(
    deps.db,
  );
  return Number(rows[0]?.total ?? 0);
}
