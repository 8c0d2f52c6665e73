import type { Kysely } from 'kysely';
import type { CommonCode } from '../../../shared/api/common';
import type { BankEntry, SiteCheckInfo } from '../../../shared/api/site';
import type { DB } from '../../db/schema';
import { codesOfGroup, currentAndScheduledChecks } from './repo';

/** The code group of the banks a member may name (§3 bank name). */
const BANK_GROUP = 'BANK';
/** The code group of the game groups (§3: casino, slot, sports, minigame). */
export const GAME_GROUP_CODE = 'GAME_GROUP';

export async function commonCodes(db: Kysely<DB>, groupCode?: string): Promise<CommonCode[]> {
  const rows = await codesOfGroup(db, groupCode);
  return rows.map((r) => ({
    groupCode: r.group_code,
    code: r.code,
    codeName: r.code_name,
    groupNameEn: r.group_name_en,
    ord: r.ord,
  }));
}

export const bankList = async (db: Kysely<DB>): Promise<BankEntry[]> =>
  (await commonCodes(db, BANK_GROUP)).map(({ code, codeName }) => ({ code, codeName }));

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
