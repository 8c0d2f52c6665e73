import { BoardType, BOARD_TYPES } from '../../../../shared/api/board';

/** What each §3 board type allows: who reads it, whether members write and comment, what a list shows. */
export interface BoardRule {
  /** §6: guests see notices, events, FAQ, the marquee and the guides; the free board needs a login. */
  guestRead: boolean;
  memberWrite: boolean;
  comments: boolean;
  /** FAQ answers and marquee lines are read from the list itself. */
  contentInList: boolean;
}

const STAFF_ONLY: BoardRule = { guestRead: true, memberWrite: false, comments: false, contentInList: false };

export const BOARD_RULES: Record<BoardType, BoardRule> = {
  [BoardType.Free]: { guestRead: false, memberWrite: true, comments: true, contentInList: false },
  [BoardType.Notice]: STAFF_ONLY,
  [BoardType.Event]: { ...STAFF_ONLY, comments: true },
  [BoardType.Faq]: { ...STAFF_ONLY, contentInList: true },
  [BoardType.Marquee]: { ...STAFF_ONLY, contentInList: true },
  [BoardType.Guide]: STAFF_ONLY,
  [BoardType.Rule]: STAFF_ONLY,
};

export const isBoardType = (value: string): value is BoardType => (BOARD_TYPES as readonly string[]).includes(value);
