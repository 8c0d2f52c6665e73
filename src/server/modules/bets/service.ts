import type { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import { isProductGroup } from '../../../shared/bets/productGroups';
import { dateRange } from '../../../shared/dates';
import type { BetDetail, BetList, BetListRequest, BetRow } from '../../../shared/api/bets';
import type { AppDeps } from '../../deps';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/appError';
import { gameName } from '../../../shared/api/games';
import type { Language } from '../../../shared/locales';
import { catalogueKey, catalogueNames, findMemberSlip, legsOf, listSlips, slipsOfRound, type SlipDbRow } from './repo';
import { legsBySlip, toBetRow } from './view';
import { sportsLegFixtures } from '../sports/legFixtures';

/**
 * Slips as bet rows, each with its legs (one query for the legs of them all, one more for the
 * fixtures of sports legs: league, teams, kick-off, score); a vendor game named
 * as the catalogue names it in the reader's language (one query for the names).
 */
async function withLegs(db: Kysely<DB>, slips: readonly SlipDbRow[], language?: Language): Promise<BetRow[]> {
  const [rawLegs, names] = await Promise.all([legsOf(db, slips), language ? catalogueNames(db, slips) : new Map()]);
  const legs = legsBySlip(rawLegs, await sportsLegFixtures(db, rawLegs));
  return slips.map((s) => {
    const row = toBetRow(s, legs.get(s.id) ?? []);
    const named = names.get(catalogueKey(s));
    return named && language ? { ...row, gameName: gameName(named, language) } : row;
  });
}

/**
 * /api/bet/betlist (§7): the member's own slips of any product, newest first. `gameType` names a
 * product group (casino, slot, sports, minigame, virtual, esport, fishing) or one game (pwball …);
 * `oldYn` Y keeps settled slips only.
 */
export async function betList(
  deps: Pick<AppDeps, 'db' | 'config'>,
  memberId: number,
  q: z.infer<typeof BetListRequest>,
  language: Language,
): Promise<BetList> {
  const isGroup = !!q.gameType && isProductGroup(q.gameType);
  const { from, to } = dateRange(q.startDate, q.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listSlips(deps.db, {
    memberId,
    gameGroup: isGroup ? q.gameType : undefined,
    gameCode: q.gameType && !isGroup ? q.gameType : undefined,
    vendorCode: q.vendorCode,
    from,
    to,
    settledOnly: q.oldYn === 'Y',
    limit: q.count_per_list,
    offset: (q.page - 1) * q.count_per_list,
  });
  return {
    list: await withLegs(deps.db, rows, language),
    pageInfo: { page: q.page, count_per_list: q.count_per_list, tatal_list_count: total },
  };
}

/** /api/bet/detail: one of the member's own slips with its legs (B003 for anyone else's). */
export async function betDetail(
  deps: Pick<AppDeps, 'db'>,
  memberId: number,
  betIdx: number,
  language: Language,
): Promise<BetDetail> {
  const row = await findMemberSlip(deps.db, memberId, betIdx);
  if (!row) throw new AppError(ResultCode.BetNotFound);
  const [bet] = await withLegs(deps.db, [row], language);
  return { ...bet!, detail: row.detail };
}

/** The member's slips in one round (the play page's "my bets"). */
export async function roundBets(
  deps: Pick<AppDeps, 'db'>,
  memberId: number,
  gameCode: string,
  roundId: string,
): Promise<BetRow[]> {
  return withLegs(deps.db, await slipsOfRound(deps.db, memberId, gameCode, roundId));
}
