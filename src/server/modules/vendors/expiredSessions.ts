import type { AppDeps } from '../../deps';
import { adapterFor } from './adapters';
import { findSiteVendor } from './catalogueRepo';
import { expireSessions, memberOpenSessions, sessionsExpiredOpen, type GameSessionRow } from './sessionRepo';
import { returnTransferWallet } from './transferWallet';

/** The transaction (and ledger key `vendor:<provider>:expired-<session>`) of an expired session's money coming back. */
const expiryTxId = (sessionId: number): string => `expired-${sessionId}`;

/**
 * The money of an expired transfer-wallet session comes back to cash, unless the member has
 * another live session at the same vendor (it plays on that balance now). Answers what came back.
 */
async function returnExpiredWallet(deps: AppDeps, s: GameSessionRow, now: Date): Promise<number> {
  const vendor = await findSiteVendor(deps.db, s.site_id, s.group_code, s.proc_id);
  const adapter = vendor && adapterFor(deps.config, vendor);
  if (!vendor || !adapter?.wallet) return 0;
  const live = (await memberOpenSessions(deps.db, s.member_id, 'transfer')).some(
    (o) => o.id !== s.id && o.group_code === s.group_code && o.proc_id === s.proc_id && o.expires_at > now,
  );
  if (live) return 0;
  return returnTransferWallet(
    deps,
    { siteId: s.site_id, memberId: s.member_id, vendor, adapter, sessionId: s.id },
    expiryTxId(s.id),
  );
}

/**
 * Game sessions past their time (the window was closed without bringing the money back, or left
 * open and forgotten: no §4 check for GAME_SESSION_IDLE_MS) end as `expired`; a transfer-wallet
 * session's money comes back first. A vendor that cannot answer keeps its session open, so the
 * next pass tries again under the same key.
 */
export async function sweepExpiredSessions(
  deps: AppDeps,
): Promise<{ ended: number; returned: number; failed: number }> {
  const now = deps.clock.now();
  const ended: number[] = [];
  let returned = 0;
  let failed = 0;
  for (const s of await sessionsExpiredOpen(deps.db, now)) {
    if (s.adapter_kind === 'transfer') {
      try {
        returned += await returnExpiredWallet(deps, s, now);
      } catch {
        failed++;
        continue;
      }
    }
    ended.push(s.id);
  }
  await expireSessions(deps.db, ended, now);
  return { ended: ended.length, returned, failed };
}
