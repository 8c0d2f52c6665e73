import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { inMoneyTransaction, LedgerKind, vendorAccount } from '../ledger/service';
import { adapterFor, type VendorAdapter, type VendorRound } from './adapters';
import { listSiteVendors, type SiteVendorRow } from './catalogueRepo';
import { sweepExpiredSessions } from './expiredSessions';
import { addStake, settleRoundSlip } from './roundSlip';
import { ledgerWalletBalance, transferAccount } from './transferWallet';
import { AdvisoryLock } from '../../db/advisoryLocks';
import { advanceWagering } from '../bonuses/wagering';

const EVERY_MS = 60_000;
const ROUNDS_PER_PASS = 500;

/**
 * A transfer vendor's rounds, played on its own balance, become slips and ledger movements between
 * the member's game-wallet account and the vendor's account (key vendor:<provider>:round:<id>), so
 * the ledger's game wallet follows the vendor's balance. A round already written is skipped.
 */
async function importRounds(
  deps: AppDeps,
  siteId: string,
  vendor: SiteVendorRow,
  adapter: VendorAdapter,
): Promise<number> {
  const last = await deps.db
    .selectFrom('pam_rounds')
    .select((eb) => eb.fn.max('started_at').as('at'))
    .where('site_id', '=', siteId)
    .where('provider', '=', adapter.provider)
    .executeTakeFirst();
  const since = last?.at ? new Date(last.at as Date).toISOString() : new Date(0).toISOString();
  const rounds = await adapter.wallet!.rounds(since, ROUNDS_PER_PASS);
  let written = 0;
  for (const r of rounds) if (await writeRound(deps, siteId, vendor, adapter.provider, r)) written++;
  return written;
}

async function writeRound(
  deps: AppDeps,
  siteId: string,
  vendor: SiteVendorRow,
  provider: string,
  r: VendorRound,
): Promise<boolean> {
  const memberId = Number(r.playerId);
  if (
    !Number.isSafeInteger(memberId) ||
    !Number.isSafeInteger(r.stake) ||
    !Number.isSafeInteger(r.payout) ||
    r.stake < 0 ||
    r.payout < 0
  )
    return false;
  return inMoneyTransaction(deps, async (m) => {
    const row = await m.trx
      .insertInto('pam_rounds')
      .values({
        site_id: siteId,
        provider,
        round_id: r.roundId,
        member_id: memberId,
        game_id: r.gameId,
        group_code: vendor.group_code,
        proc_id: vendor.proc_id,
        stake: r.stake,
        payout: r.payout,
        status: 'CLOSED',
        started_at: new Date(r.at),
        ended_at: new Date(r.at),
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return false;
    const net = r.payout - r.stake;
    if (net !== 0) {
      await m.post({
        siteId,
        idempotencyKey: `vendor:${provider}:round:${r.roundId}`,
        kind: LedgerKind.VendorRound,
        meta: { provider, roundId: r.roundId, stake: r.stake, payout: r.payout },
        postings: [
          {
            account: { system: transferAccount(vendor.group_code, vendor.proc_id, memberId), asset: 'cash' },
            amount: net,
          },
          { account: { system: vendorAccount(vendor.group_code, vendor.proc_id), asset: 'cash' }, amount: -net },
        ],
      });
    }
    if (r.stake > 0) {
      const ref = {
        siteId,
        provider,
        roundId: r.roundId,
        memberId,
        group: vendor.group_code,
        procId: vendor.proc_id,
        gameId: r.gameId,
        gameName: r.gameId,
        betId: null,
      };
      const betId = await addStake(m.trx, ref, r.stake, { market: 'round', pick: r.roundId });
      await m.trx.updateTable('pam_rounds').set({ bet_id: betId }).where('id', '=', row.id).execute();
      await settleRoundSlip(deps, m, { siteId, memberId, betId, stake: r.stake, payout: r.payout }, new Date(r.at));
      // The round's stake advances the member's wagering as a PAM stake does, at the time it was played.
      await advanceWagering(m.trx, [betId], new Date(r.at));
    }
    return true;
  });
}

/** Members with a game wallet at this vendor (an account `transfer:<group>:<procId>:<memberId>`). */
async function walletMembers(deps: AppDeps, siteId: string, vendor: SiteVendorRow): Promise<number[]> {
  const prefix = `transfer:${vendor.group_code}:${vendor.proc_id}:`;
  const rows = await deps.db
    .selectFrom('accounts')
    .select('code')
    .where('site_id', '=', siteId)
    .where('code', 'like', `${prefix}%`)
    .where('asset', '=', 'cash')
    .execute();
  return rows.map((r) => Number(r.code!.slice(prefix.length))).filter(Number.isSafeInteger);
}

/**
 * For every transfer-wallet vendor (docs/domains/vendors.md#transfer-wallets), write its new
 * rounds, then compare each member's balance at the vendor with the ledger's game wallet; a
 * difference (or a vendor that does not answer) is flagged in vendor_reconciliations for staff
 * (`/api/admin/vendorReconcile/list`).
 */
export async function reconcileTransferVendors(deps: AppDeps): Promise<{ rounds: number; flagged: number }> {
  let rounds = 0;
  let flagged = 0;
  const sites = await deps.db.selectFrom('sites').select('id').execute();
  for (const { id: siteId } of sites) {
    for (const vendor of (await listSiteVendors(deps.db, siteId)).filter((v) => v.adapter_kind === 'transfer')) {
      const adapter = adapterFor(deps.config, vendor);
      if (!adapter?.wallet) continue;
      rounds += await importRounds(deps, siteId, vendor, adapter);
      for (const memberId of await walletMembers(deps, siteId, vendor)) {
        const ledger = await ledgerWalletBalance(deps, siteId, vendor.group_code, vendor.proc_id, memberId);
        const remote = await adapter.wallet.balance(String(memberId)).catch(() => null);
        if (remote === ledger) continue;
        await deps.db
          .insertInto('vendor_reconciliations')
          .values({
            site_id: siteId,
            group_code: vendor.group_code,
            proc_id: vendor.proc_id,
            member_id: memberId,
            ledger_balance: ledger,
            vendor_balance: remote,
          })
          .execute();
        flagged++;
      }
    }
  }
  return { rounds, flagged };
}

/** Every minute: transfer vendors reconciled, then expired game sessions ended (their game-wallet money back to cash). */
export function vendorReconcileJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'vendorReconcile',
    everyMs: EVERY_MS,
    // the demo transfer vendor is this node itself: its first pass waits until the node listens
    firstAfterMs: EVERY_MS,
    lockKey: AdvisoryLock.vendorReconcile,
    async run() {
      const { rounds, flagged } = await reconcileTransferVendors(deps);
      if (rounds || flagged) log.info({ rounds, flagged }, 'transfer vendors reconciled');
      // After the rounds are written, so the ledger's game wallet is what the vendor pays back.
      const swept = await sweepExpiredSessions(deps);
      if (swept.ended || swept.failed) log.info(swept, 'expired game sessions ended');
    },
  };
}
