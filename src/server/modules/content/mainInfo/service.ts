import { BoardType, type BoardListItem } from '../../../../shared/api/board';
import type { MainInfoResponse, MainResponse } from '../../../../shared/api/main';
import { MARQUEE } from '../../../../shared/constants';
import { YN } from '../../../../shared/enums';
import type { AppDeps } from '../../../deps';
import { BOARD_RULES } from '../board/rules';
import { latestBoards } from '../board/repo';
import { toListItem } from '../board/service';
import { mainBanners } from '../banner/service';
import type { Viewer } from '../viewer';
import { latestCash } from './cashTicker';

/** How many events and notices the main page shows. */
const MAIN_LIST_SIZE = 5;

/**
 * The newest rows of a public board as the guest sees them (the main page answer is shared by
 * everyone). Site option eventYn N empties the event list, which also hides the events link (§2).
 */
async function latest(deps: AppDeps, viewer: Viewer, boardType: BoardType, limit: number): Promise<BoardListItem[]> {
  if (boardType === BoardType.Event && viewer.options.eventYn === YN.N) return [];
  const withContent = BOARD_RULES[boardType].contentInList;
  const guest: Viewer = { ...viewer, member: null };
  return (await latestBoards(deps.db, viewer.siteId, boardType, limit, withContent, viewer.lang)).map((r) =>
    toListItem(r, guest, withContent),
  );
}

/** §3 mainInfo: events, latest notices, approved deposits and withdrawals. */
export async function mainInfo(deps: AppDeps, viewer: Viewer): Promise<MainInfoResponse> {
  const [eventList, boardList, cash] = await Promise.all([
    latest(deps, viewer, BoardType.Event, MAIN_LIST_SIZE),
    latest(deps, viewer, BoardType.Notice, MAIN_LIST_SIZE),
    latestCash(deps, viewer.siteId),
  ]);
  return { eventList, boardList, ...cash };
}

/** The main page call: the main page's banners, marquee (§9: 5 lines), notices and events in one answer. */
export async function mainPage(deps: AppDeps, viewer: Viewer): Promise<MainResponse> {
  const [bannerList, marqueeList, noticeList, eventList] = await Promise.all([
    mainBanners(deps, viewer.siteId, viewer.lang),
    latest(deps, viewer, BoardType.Marquee, MARQUEE.count),
    latest(deps, viewer, BoardType.Notice, MAIN_LIST_SIZE),
    latest(deps, viewer, BoardType.Event, MAIN_LIST_SIZE),
  ]);
  return { bannerList, marqueeList, noticeList, eventList };
}
