import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { MemberRow } from '../identity/sessionRepo';
import { stakeLimitsRefusal, throwIfRefused } from '../responsible/guard';
import { adapterFor, AdapterRefused } from './adapters';
import { findGame, type SiteVendorRow } from './catalogueRepo';
import { isUnderMaintenance, resolveVendor } from './catalogue';
import { playStanding } from './memberAccess';
import { endGameSessions } from './sessionRepo';
import { GameSessionEnd, openGameSession } from './sessions';
import { fundTransferWallet, returnTransferWallet } from './transferWallet';

/** Currency and country of the site's money (KRW in whole won). */
export const SITE_CURRENCY = 'KRW';
export const SITE_COUNTRY = 'KR';

/** Which groups each §7 launch call opens. */
const LAUNCH_GROUPS = {
  casino: ['casino', 'virtual', 'esport'],
  slot: ['slot', 'fishing'],
  sports: ['sports'],
  any: ['casino', 'slot', 'sports', 'virtual', 'esport', 'fishing'],
} as const;
type LaunchKind = keyof typeof LAUNCH_GROUPS;

export interface LaunchCall {
  kind: LaunchKind;
  vendorKey?: number;
  group?: string;
  gameKey?: string;
  isMobile: boolean;
  lang?: string;
}

export interface LaunchContext {
  deps: AppDeps;
  siteId: string;
  member: MemberRow;
  /** The member session launching the game: the game session ends with it. */
  sessionId: string;
  ip: string;
}

/** The player id the vendor knows the member by (Valkyrie's playerId, the transfer vendor's). */
export const playerIdOf = (memberId: number): string => String(memberId);

const refusedCode = (kind: LaunchKind) => (kind === 'slot' ? ResultCode.SlotApprovalFailed : ResultCode.ApprovalFailed);

/**
 * §4/§7 launch of a vendor game. G001 no vendor key, G006 a group or game this call does not open,
 * G008 an unknown or disabled vendor, G007 a vendor "in preparation" (no adapter), S004 the
 * vendor under maintenance, B1001 a member who may not play the product (memberAccess.ts
 * playStanding: the one member-may-stake rule).
 * Then a PAM player session bound to the member session, provider and game is opened and the adapter asked
 * for the address: a refusal answers G002 (slot) / G003, no answer G9999, and the session ends.
 * Responsible play (docs/domains/responsible-play.md): no game opens for a member who could not stake a single won now (excluded, or a
 * stake, loss or session-time limit used up: R00x naming it). A transfer-wallet vendor first
 * receives the member's cash, up to what its stake and loss limits leave (and gives it back on a
 * failure).
 */
export async function launchGame(ctx: LaunchContext, call: LaunchCall): Promise<string> {
  const { deps, siteId, member } = ctx;
  const allowed: readonly string[] = LAUNCH_GROUPS[call.kind];
  if (call.group && !allowed.includes(call.group)) throw new AppError(ResultCode.InvalidGameType);
  const vendor = await pickVendor(ctx, call, allowed);
  const at = { now: deps.clock.now(), tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES };
  const standing = await deps.db
    .transaction()
    .execute((trx) => playStanding(trx, member.id, vendor.group_code, at.now));
  if (!standing) throw new AppError(ResultCode.NoBetRight);
  if (isUnderMaintenance(await deps.sites.activeChecks(siteId), vendor.group_code, vendor.proc_id))
    throw new AppError(ResultCode.BetMaintenance, { vendorKey: vendor.proc_id });
  const adapter = adapterFor(deps.config, vendor);
  if (!adapter) throw new AppError(ResultCode.VendorEmpty, { vendorKey: vendor.proc_id });
  const gameId = await gameIdFor(ctx, vendor, call);
  throwIfRefused(await deps.db.transaction().execute((trx) => stakeLimitsRefusal(trx, member.id, standing, 1, at)));

  const { session, token } = await openGameSession(deps, {
    siteId,
    memberId: member.id,
    loginSessionId: ctx.sessionId,
    group: vendor.group_code,
    procId: vendor.proc_id,
    provider: adapter.provider,
    gameId,
    adapterKind: adapter.kind,
    language: (call.lang || 'ko').slice(0, 2),
  });
  try {
    if (adapter.wallet)
      await fundTransferWallet(deps, { siteId, memberId: member.id, vendor, adapter, sessionId: session.id });
    return await adapter.launch({
      casino: siteId,
      provider: adapter.provider,
      gameId,
      playerId: playerIdOf(member.id),
      token,
      language: session.language,
      currency: SITE_CURRENCY,
      country: SITE_COUNTRY,
      ip: ctx.ip,
      isMobile: call.isMobile,
    });
  } catch (error) {
    await endGameSessions(
      deps.db,
      { memberId: member.id, vendor: { group: vendor.group_code, procId: vendor.proc_id } },
      GameSessionEnd.LaunchFailed,
      deps.clock.now(),
    );
    if (adapter.wallet)
      await returnTransferWallet(deps, { siteId, memberId: member.id, vendor, adapter, sessionId: session.id }).catch(
        () => undefined,
      );
    if (error instanceof AppError) throw error;
    throw new AppError(error instanceof AdapterRefused ? refusedCode(call.kind) : ResultCode.GameLoadFailed);
  }
}

async function pickVendor(ctx: LaunchContext, call: LaunchCall, allowed: readonly string[]): Promise<SiteVendorRow> {
  if (call.group) return resolveVendor(ctx.deps, ctx.siteId, call.vendorKey, call.group);
  // Without a group: the vendor of this call's groups that carries the id (§3 reuses ids across groups).
  for (const group of allowed) {
    try {
      return await resolveVendor(ctx.deps, ctx.siteId, call.vendorKey, group);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ResultCode.VendorMissing) throw error;
    }
  }
  throw new AppError(ResultCode.VendorMissing, { procId: call.vendorKey });
}

/** The game asked for must be the vendor's and enabled; a casino or sports vendor may open its lobby (no key). */
async function gameIdFor(ctx: LaunchContext, vendor: SiteVendorRow, call: LaunchCall): Promise<string> {
  if (!call.gameKey) {
    if (vendor.group_code === 'slot' || vendor.group_code === 'fishing')
      throw new AppError(ResultCode.InvalidGameType, { fields: ['gameKey'] });
    return '';
  }
  const game = await findGame(ctx.deps.db, vendor.group_code, vendor.proc_id, call.gameKey);
  if (!game || !game.enabled) throw new AppError(ResultCode.InvalidGameType, { gameKey: call.gameKey });
  return game.code;
}
