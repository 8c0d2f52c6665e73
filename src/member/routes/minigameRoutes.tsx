import { Navigate, useParams } from 'react-router-dom';
import { PAGE_GAME, findGame } from '../../shared/minigame/games';
import { areas } from './areas';
import { lazyPage } from './lazyPage';
import type { MemberRoute } from './routeTypes';

const PlayPage = lazyPage(areas.minigame, 'MinigamePlayPage');
const ResultPage = lazyPage(areas.minigame, 'MiniResultPage');

/** /minigame/{page}: one of the four §2 pages (powerball …), else the minigame vendor grid. */
function MinigamePageRoute() {
  const { game = '' } = useParams();
  return PAGE_GAME[game] ? <PlayPage /> : <Navigate to="/member/minigame" replace />;
}

/** /mini/play/{gameCode}: a §3 minigame key the house runs, else the minigame vendor grid. */
function MinigameCodeRoute() {
  const { gameCode = '' } = useParams();
  return findGame(gameCode) ? <PlayPage /> : <Navigate to="/member/minigame" replace />;
}

/**
 * Minigame routes on both trees (docs/domains/minigames.md): the game modal leads to
 * /winner/mini/play/{gameCode} on a desktop and a phone alike, and the menus to
 * /member/minigame/{page} and the results.
 */
export const minigameRoutes: MemberRoute[] = [
  { path: '/member/minigame/:game', page: MinigamePageRoute, access: 'member' },
  { path: '/winner/mini/play/:gameCode', page: MinigameCodeRoute, access: 'member' },
  { path: '/member/result/mini', page: ResultPage, access: 'member' },
];
