import type { Device } from '../../device/useDevice';

/** Where the sports pages link on each route tree (§2: results /member/result/sport, mobile /sports/history). */
export function sportsPaths(device: Device): { board: string; results: string; guide: string } {
  return device === 'mobile'
    ? { board: SPORTS_BOARD_PATH, results: '/sports/history', guide: '/cscenter/bettingguide/sport' }
    : { board: SPORTS_BOARD_PATH, results: '/member/result/sport', guide: '/cscenter/bettingguide/sport' };
}

/** §2 sportsViewer: the board the sports modal leads to (`?vendor=<procId>&gameCode=<lobby>`), on both trees. */
export const SPORTS_BOARD_PATH = '/member/sportsViewer';
