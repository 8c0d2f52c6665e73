import type { Device } from '../../device/useDevice';

/** Where the sports pages link on each route tree (§2: results /member/result/sport, mobile /sports/history). */
export function sportsPaths(device: Device): { board: string; live: string; results: string; guide: string } {
  return device === 'mobile'
    ? {
        board: SPORTS_BOARD_PATH,
        live: SPORTS_LIVE_PATH,
        results: '/sports/history',
        guide: '/cscenter/bettingguide/sport',
      }
    : {
        board: SPORTS_BOARD_PATH,
        live: SPORTS_LIVE_PATH,
        results: '/member/result/sport',
        guide: '/cscenter/bettingguide/sport',
      };
}

/** §2 sportsViewer: the board the sports modal leads to (`?vendor=<procId>&gameCode=<lobby>`), on both trees. */
export const SPORTS_BOARD_PATH = '/member/sportsViewer';

/** The matches in play (docs/domains/sportsbook.md#member-pages), on both trees. */
export const SPORTS_LIVE_PATH = '/sports/live';

/** A match page: its scoreboard, tracker and markets. */
export const sportsMatchPath = (fixtureId: number): string => `${SPORTS_LIVE_PATH}/${fixtureId}`;
