/** Business constants of §9 (and the timings of §4 that both sides rely on). */
export const TOKEN_LIFETIME_MINUTES = 120;
export const TOKEN_REFRESH_WHEN_UNDER_SECONDS = 60;
export const BALANCE_POLL_MS = 5_000;
export const POPUP_CHECK_MS = 10_000;

export const MARQUEE = { boardType: 'mq', page: 1, count: 5, durationSeconds: 10 } as const;
export const DEFAULT_PAGE_SIZE = 10;
export const VENDOR_GRID_MULTIPLE = 4;
export const DEFAULT_SLOT_VENDOR_ID = 201;
export const EXCLUDED_GAME_CODES = ['13'] as const;

export const MAX_WRONG_PASSWORDS = 8;
/** Wrong withdrawal passwords (and partner gate passwords) in a row before they lock. */
export const MAX_WRONG_PINS = 5;
export const REFERRAL_RATE_LOCK_HOURS = 24;
export const MAX_MAIN_BANNERS = 5;
export const MAX_POPUPS = 3;
export const REPORT_DELAY_HOURS = 1;

/** §5/§9: no exchange or withdrawal request from 23:30 to 00:30 (site time). */
export const BANK_MAINTENANCE = { startMinute: 23 * 60 + 30, endMinute: 30 } as const;

export const GAME_GROUPS = ['casino', 'slot', 'sports', 'minigame'] as const;
export type GameGroup = (typeof GAME_GROUPS)[number];

export const POPUP_SIZES = {
  casino: { width: 1280, height: 720 },
  slot: { width: 1280, height: 720 },
  sportsDesktopWidth: 1380,
  mini: {
    coin5: { width: 1170, height: 920 },
    coin3: { width: 1170, height: 920 },
    pbg: { width: 1140, height: 880 },
    default: { width: 1140, height: 855 },
  },
  generic: { width: 1500, height: 800 },
} as const;
