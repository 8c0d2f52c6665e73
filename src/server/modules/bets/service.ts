import type { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import { GAME_GROUPS } from '../../../shared/constants';
import { dateRange } from '../../../shared/dates';
import type { BetDetail, BetList, BetListRequest } from '../../../shared/api/bets';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { findMemberBet, listBets } from './repo';
import { toBetRow } from './view';

/**
 * /api/bet/betlist (§7): the member's own bets, newest first. `gameType` names a game group
 * (casino, slot, sports, minigame) or one game (pwball …); `oldYn` Y keeps settled bets only.
 */
export async function betList(deps: Pick<AppDeps, 'db' | 'config'>, memberId: number, q: z.infer<typeof BetListRequest>): Promise<BetList> {
  const isGroup = !!q.gameType && (GAME_GROUPS as readonly string[]).includes(q.gameType);
  const { from, to } = dateRange(q.startDate, q.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listBets(deps.db, {
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
  return { list: rows.map(toBetRow), pageInfo: { page: q.page, count_per_list: q.count_per_list, tatal_list_count: total } };
}

/** /api/bet/detail: one of the member's own bets (B003 for anyone else's). */
export async function betDetail(deps: Pick<AppDeps, 'db'>, memberId: number, betIdx: number): Promise<BetDetail> {
  const row = await findMemberBet(deps.db, memberId, betIdx);
  if (!row) throw new AppError(ResultCode.BetNotFound);
  return { ...toBetRow(row), detail: row.detail };
}
