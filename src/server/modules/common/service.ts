import type { Kysely } from 'kysely';
import { ResultCode } from '../../../shared/resultCodes';
import type { CommonCode, GameCodesResponse, ProductEntry } from '../../../shared/api/common';
import type { SiteCheckInfo } from '../../../shared/api/site';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { currentAndScheduledChecks } from '../site/repo';
import { findProducts, listCodes, listGames, listProducts } from './repo';

/** The code group of the game groups (§3: casino, slot, sports, minigame). */
export const GAME_GROUP_CODE = 'GAME_GROUP';

export async function commonCodes(db: Kysely<DB>, groupCode?: string): Promise<CommonCode[]> {
  const rows = await listCodes(db, groupCode);
  return rows.map((r) => ({ groupCode: r.group_code, code: r.code, codeName: r.code_name, groupNameEn: r.group_name_en, ord: r.ord }));
}

export async function productList(db: Kysely<DB>, groupCode?: string): Promise<ProductEntry[]> {
  const rows = await listProducts(db, groupCode);
  return rows.map((r) => ({ procId: r.proc_id, groupCode: r.group_code, lobbySymbol: r.lobby_symbol, image: r.image, name: r.name }));
}

/** §3 games of a vendor: G001 without a vendor id, G008 for a vendor that does not exist. */
export async function gameCodes(db: Kysely<DB>, procId: number | undefined, groupCode?: string): Promise<GameCodesResponse> {
  if (procId === undefined) throw new AppError(ResultCode.VendorKeyEmpty);
  const products = await findProducts(db, procId, groupCode);
  if (products.length === 0) throw new AppError(ResultCode.VendorMissing, { procId });
  // §3 reuses ids across groups (casino 101 and e-sports 101): without a group, the one that has games.
  const lists = await Promise.all(products.map((p) => listGames(db, p.proc_id, p.group_code)));
  const games = lists.find((l) => l.length > 0) ?? [];
  return { procId, gameList: games.map((g) => ({ code: g.code, name_KOR: g.name_kor, name_ENG: g.name_eng, thumbnail: g.thumbnail })) };
}

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/** §3 site check info: checks switched on that are in effect now (checkYn Y) or start later (N). */
export async function siteCheckInfo(db: Kysely<DB>, siteId: string, now: Date): Promise<SiteCheckInfo[]> {
  const rows = await currentAndScheduledChecks(db, siteId, now);
  return rows.map((r) => ({
    checkIdx: r.id,
    type: r.check_type,
    gameCode: r.game_code,
    emergencyYn: yn(r.emergency),
    checkYn: yn(!r.start_at || r.start_at.getTime() <= now.getTime()),
    startDay: r.start_at?.toISOString() ?? null,
    endDay: r.end_at?.toISOString() ?? null,
  }));
}
