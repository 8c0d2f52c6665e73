import type { Kysely } from 'kysely';
import type { CommonCode, GameCodesResponse } from '../../../shared/api/common';
import type { SiteCheckInfo } from '../../../shared/api/site';
import type { DB } from '../../db/schema';
import { currentAndScheduledChecks } from '../site/repo';
import { listCodes } from './repo';
import { resolveVendor } from '../vendors/catalogue';
import { vendorGames } from '../vendors/catalogueRepo';
import type { AppDeps } from '../../deps';

/** The code group of the game groups (§3: casino, slot, sports, minigame). */
export const GAME_GROUP_CODE = 'GAME_GROUP';

export async function commonCodes(db: Kysely<DB>, groupCode?: string): Promise<CommonCode[]> {
  const rows = await listCodes(db, groupCode);
  return rows.map((r) => ({ groupCode: r.group_code, code: r.code, codeName: r.code_name, groupNameEn: r.group_name_en, ord: r.ord }));
}

/** /api/common/gameCodes: the games of one vendor (the same catalogue as /api/game/gamelist). */
export async function gameCodes(deps: Pick<AppDeps, 'db'>, siteId: string, procId: number | undefined, groupCode?: string): Promise<GameCodesResponse> {
  const vendor = await resolveVendor(deps, siteId, procId, groupCode);
  const games = await vendorGames(deps.db, vendor.group_code, vendor.proc_id, true);
  return { procId: vendor.proc_id, gameList: games.map((g) => ({ code: g.code, name_KOR: g.name_kor, name_ENG: g.name_eng, thumbnail: g.thumbnail })) };
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
