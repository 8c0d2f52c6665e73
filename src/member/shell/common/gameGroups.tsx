import type { ReactNode } from 'react';
import Casino from '@mui/icons-material/Casino';
import Apps from '@mui/icons-material/Apps';
import SportsEsports from '@mui/icons-material/SportsEsports';
import SportsSoccer from '@mui/icons-material/SportsSoccer';
import SportsMotorsports from '@mui/icons-material/SportsMotorsports';
import Toll from '@mui/icons-material/Toll';
import Phishing from '@mui/icons-material/Phishing';
import { SPORTS_BOARD_PATH } from '../../features/sports/sportsPaths';

/** §2/§3 the vendor groups a member plays, each with a game-selection modal and a page of its own. */
export const MENU_GAME_GROUPS = ['casino', 'slot', 'sports', 'minigame', 'virtual', 'esport', 'fishing'] as const;
export type MenuGameGroup = (typeof MENU_GAME_GROUPS)[number];

/** Each group's page (§2): the modal's "all" link, and where one of its vendors opens (`?vendor=`). */
export const GROUP_PAGES: Record<MenuGameGroup, string> = {
  casino: '/member/live',
  slot: '/member/slotgame',
  sports: SPORTS_BOARD_PATH,
  minigame: '/member/minigame',
  virtual: '/member/virtualgame',
  esport: '/member/esport',
  fishing: '/member/phishinggame',
};

/** How a group's opener looks in the left navigation, the phone menu and the main page's cards. */
export const GROUP_LOOKS: Record<MenuGameGroup, { icon: ReactNode; tint: string }> = {
  casino: { icon: <Casino />, tint: '#d23c4b' },
  slot: { icon: <Apps />, tint: '#9b5de5' },
  sports: { icon: <SportsSoccer />, tint: '#2ec4b6' },
  minigame: { icon: <Toll />, tint: '#00a6fb' },
  virtual: { icon: <SportsMotorsports />, tint: '#e9a23b' },
  esport: { icon: <SportsEsports />, tint: '#5b8def' },
  fishing: { icon: <Phishing />, tint: '#14b8a6' },
};
