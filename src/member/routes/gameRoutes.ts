import { areas } from './areas';
import { lazyPage as p } from './lazyPage';
import type { MemberRoute } from './routeTypes';
import { SPORTS_BOARD_PATH, SPORTS_LIVE_PATH } from '../features/sports/sportsPaths';
import { SLOT_FRAME_PATH } from '../features/games/launch/frameVendor';

const fishing = p(areas.games, 'FishingPage');

/**
 * The vendor game pages (§2 /member/slotgame with its provider sub-routes, /member/live, e-sports,
 * virtual, fishing, the sportsbook) on both trees: the game modals lead there from a desktop menu and from the
 * phone's main page cards alike. /slot/game is the one frame vendor's page, framed in the site's layout.
 */
export const gameRoutes: MemberRoute[] = [
  { path: '/member/slotgame', page: p(areas.games, 'SlotPage'), access: 'member' },
  { path: '/member/slotgame/:provider', page: p(areas.games, 'SlotProviderPage'), access: 'member' },
  { path: '/member/esport', page: p(areas.games, 'EsportPage'), access: 'member' },
  { path: '/member/virtualgame', page: p(areas.games, 'VirtualGamePage'), access: 'member' },
  { path: '/member/phishinggame', page: fishing, access: 'member' },
  {
    path: '/member/phishinggame/kplayfishing',
    page: p(areas.games, 'VendorGridPage', { group: 'fishing', provider: 'kplayfishing' }),
    access: 'member',
  },
  { path: '/member/live', page: p(areas.games, 'LiveCasinoPage'), access: 'member' },
  // §2 sportsViewer: the house sportsbook's board, where the sports modal leads.
  { path: SPORTS_BOARD_PATH, page: p(areas.sports, 'SportsBoardPage'), access: 'member' },
  // The board's live tab and a match page with its tracker.
  { path: SPORTS_LIVE_PATH, page: p(areas.sports, 'SportsLivePage'), access: 'member' },
  { path: `${SPORTS_LIVE_PATH}/:fixtureId`, page: p(areas.sports, 'SportsMatchPage'), access: 'member' },
  { path: SLOT_FRAME_PATH, page: p(areas.slot, 'SlotGamePage'), access: 'member' },
];
