import { ResultCode } from '../../../shared/resultCodes';
import { isProductGroup } from '../../../shared/bets/productGroups';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { MemberAuth } from '../identity/authContext';
import { adapterFor } from './adapters';
import { findSiteVendor, listSiteVendors } from './catalogueRepo';
import { clearGameClosed, endGameSessions, memberOpenSessions, touchOpenSessions } from './sessionRepo';
import { GAME_SESSION_IDLE_MS, GameSessionEnd } from './sessions';
import { returnTransferWallet } from './transferWallet';

/**
 * §4 balance poll: a game session of this login was ended (staff switched the member's flag off,
 * vendor maintenance): TK999, once, so the front closes the window. The mark lives on the login
 * session row the poll has already read, so a poll without it costs nothing more. The cleared mark
 * is read back at once on this node (the database's notice of it lands a moment later).
 */
export async function assertGameWindowOpen(deps: Pick<AppDeps, 'db' | 'sessions'>, auth: MemberAuth): Promise<void> {
  const at = auth.session.game_closed_at;
  if (!at) return;
  await clearGameClosed(deps.db, auth.session.id, at);
  deps.sessions.forgetMember(auth.member.id);
  throw new AppError(ResultCode.CloseGamePopup);
}

/** §4 10-second check while the window is open: the member's game sessions live on. */
export async function keepAlive(deps: Pick<AppDeps, 'db' | 'clock'>, memberId: number): Promise<{ open: boolean }> {
  const now = deps.clock.now();
  return {
    open: (await touchOpenSessions(deps.db, memberId, now, new Date(now.getTime() + GAME_SESSION_IDLE_MS))) > 0,
  };
}

/**
 * /api/cash/outGameMoney: the money of the member's transfer-wallet games comes back to cash and
 * their sessions end (the window closed). `gameCategory` (a product group) is required (C010);
 * `vendorKey` narrows it to one vendor.
 */
export async function outGameMoney(
  deps: AppDeps,
  siteId: string,
  memberId: number,
  body: { gameCategory?: string; vendorKey?: number },
): Promise<{ moved: number; cashAmt: number }> {
  if (!body.gameCategory || !isProductGroup(body.gameCategory)) throw new AppError(ResultCode.GameCategoryRequired);
  const vendors =
    body.vendorKey !== undefined
      ? [await findSiteVendor(deps.db, siteId, body.gameCategory, body.vendorKey)].filter((v) => !!v)
      : (await listSiteVendors(deps.db, siteId, { groupCode: body.gameCategory })).filter(
          (v) => v.adapter_kind === 'transfer',
        );
  const sessions = await memberOpenSessions(deps.db, memberId, 'transfer');
  let moved = 0;
  for (const vendor of vendors) {
    const adapter = adapterFor(deps.config, vendor);
    if (!adapter?.wallet) continue;
    const session = sessions.find((s) => s.group_code === vendor.group_code && s.proc_id === vendor.proc_id);
    await endGameSessions(
      deps.db,
      { memberId, vendor: { group: vendor.group_code, procId: vendor.proc_id } },
      GameSessionEnd.Closed,
      deps.clock.now(),
    );
    try {
      moved += await returnTransferWallet(deps, { siteId, memberId, vendor, adapter, sessionId: session?.id ?? 0 });
    } catch {
      throw new AppError(ResultCode.RecoveryProblem);
    }
  }
  const cashAmt =
    (
      await deps.db
        .selectFrom('accounts')
        .select('balance')
        .where('member_id', '=', memberId)
        .where('asset', '=', 'cash')
        .executeTakeFirst()
    )?.balance ?? 0;
  return { moved, cashAmt };
}
