import type { z } from 'zod';
import { DEFAULT_SLOT_VENDOR_ID } from '../../../shared/constants';
import type { GameCodesResponse, ProductEntry } from '../../../shared/api/common';
import {
  AdapterSettings,
  vendorCheckCode,
  type GameListRequest,
  type GameListResponse,
  type GameEntry,
  type GameNames,
} from '../../../shared/api/games';
import { isProductGroup } from '../../../shared/bets/productGroups';
import type { SiteOptions } from '../../../shared/api/site';
import { vendorPlays } from '../../../shared/sports/houseVendor';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { SiteCheckRow } from '../site/repo';
import { findSiteVendors, listSiteVendors, vendorGames, type SiteVendorRow } from './catalogueRepo';

/** A vendor plays once an adapter is configured; the others stay "in preparation" (§2: front.header.inready). */
const isPlayable = (v: Pick<SiteVendorRow, 'adapter_kind' | 'settings'>): boolean =>
  v.adapter_kind !== 'none' && !!AdapterSettings.parse(v.settings).provider;

/** A §3 game check closes one vendor (`<group>:<procId>`) or a whole group. */
export const isUnderMaintenance = (checks: readonly SiteCheckRow[], group: string, procId: number): boolean =>
  checks.some(
    (c) => c.check_type === 'game' && (c.game_code === vendorCheckCode(group, procId) || c.game_code === group),
  );

const toProductEntry = (v: SiteVendorRow): ProductEntry => ({
  procId: v.proc_id,
  groupCode: v.group_code,
  lobbySymbol: v.lobby_symbol,
  image: v.image,
  name: v.name,
  playable: isPlayable(v),
});

/**
 * /api/common/productList: the site's enabled vendors of a group (or all), in the site's order.
 * A vendor that cannot be played is left out unless the site option `showPreparingVendors` shows
 * it as "in preparation" (docs/domains/vendors.md#the-catalogue).
 */
export async function productList(
  deps: Pick<AppDeps, 'db'>,
  site: { id: string; options: Pick<SiteOptions, 'showPreparingVendors'> },
  groupCode?: string,
): Promise<ProductEntry[]> {
  const entries = (await listSiteVendors(deps.db, site.id, { groupCode, enabledOnly: true })).map(toProductEntry);
  return site.options.showPreparingVendors === 'Y' ? entries : entries.filter(vendorPlays);
}

const toGameEntry = (g: {
  code: string;
  name_kor: string;
  name_eng: string;
  names: GameNames;
  thumbnail: string;
  game_type: string;
}): GameEntry => ({
  code: g.code,
  name_KOR: g.name_kor,
  name_ENG: g.name_eng,
  ...(Object.keys(g.names).length ? { names: g.names } : {}),
  thumbnail: g.thumbnail,
  type: g.game_type,
});

/**
 * The enabled vendor named by procId, in `group` when given; without a group the one of the ids
 * shared across groups (§3: casino 101, e-sports 101) that has games, else the first.
 * G001 without a vendor key, G006 for a group that is not sold, G008 for an unknown or disabled vendor.
 */
export async function resolveVendor(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  procId: number | undefined,
  group: string | undefined,
): Promise<SiteVendorRow> {
  if (procId === undefined) throw new AppError(ResultCode.VendorKeyEmpty);
  if (group && !isProductGroup(group)) throw new AppError(ResultCode.InvalidGameType);
  const vendors = (await findSiteVendors(deps.db, siteId, procId, group)).filter((v) => v.enabled);
  if (vendors.length === 0) throw new AppError(ResultCode.VendorMissing, { procId });
  if (vendors.length === 1) return vendors[0]!;
  for (const v of vendors) if ((await vendorGames(deps.db, v.group_code, v.proc_id, true)).length) return v;
  return vendors[0]!;
}

/** /api/game/gamelist (§7): the games of one vendor; the default slot vendor (§9: 201) when none is named. */
export async function gameList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  q: z.infer<typeof GameListRequest>,
): Promise<z.input<typeof GameListResponse>> {
  const group = q.gameType || 'slot';
  const vendor = await resolveVendor(
    deps,
    siteId,
    q.vendorKey ?? (group === 'slot' ? DEFAULT_SLOT_VENDOR_ID : undefined),
    group,
  );
  const games = await vendorGames(deps.db, vendor.group_code, vendor.proc_id, true);
  return { vendorKey: vendor.proc_id, gameType: vendor.group_code, gameList: games.map(toGameEntry) };
}

/** /api/common/gameCodes: the games of one vendor (the same catalogue as /api/game/gamelist). */
export async function gameCodes(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  procId: number | undefined,
  groupCode?: string,
): Promise<GameCodesResponse> {
  const vendor = await resolveVendor(deps, siteId, procId, groupCode);
  const games = await vendorGames(deps.db, vendor.group_code, vendor.proc_id, true);
  return {
    procId: vendor.proc_id,
    gameList: games.map((g) => ({ code: g.code, name_KOR: g.name_kor, name_ENG: g.name_eng, thumbnail: g.thumbnail })),
  };
}
