import { isHouseSportsbook } from '../../../shared/sports/houseVendor';
import { SPORTS_BOARD_PATH } from '../../features/sports/sportsPaths';
import type { Product } from '../../site';
import { GROUP_PAGES, MENU_GAME_GROUPS, type MenuGameGroup } from './gameGroups';

/** §2 fishing vendors with a sub-route of their own (/member/phishinggame/kplayfishing). */
const FISHING_ROUTES = new Set(['kplayfishing']);

const isMenuGroup = (group: string): group is MenuGameGroup => (MENU_GAME_GROUPS as readonly string[]).includes(group);

/** Where a vendor chosen in a game-selection modal leads (its group page opens it); null: not ready. */
export function gameTarget(product: Product): string | null {
  const id = String(product.procId ?? '');
  if (!id) return null;
  if (product.groupCode === 'slot') return `/member/slotgame/${encodeURIComponent(id)}`;
  // §2: the sports modal leads to sportsViewer with vendor and gameCode; only the house's plays.
  if (product.groupCode === 'sports')
    return isHouseSportsbook(product)
      ? `${SPORTS_BOARD_PATH}?vendor=${encodeURIComponent(id)}&gameCode=${encodeURIComponent(product.lobbySymbol)}`
      : null;
  if (product.groupCode === 'minigame') return `/winner/mini/play/${encodeURIComponent(product.lobbySymbol || id)}`;
  if (product.groupCode === 'fishing' && FISHING_ROUTES.has(product.lobbySymbol))
    return `${GROUP_PAGES.fishing}/${product.lobbySymbol}`;
  return isMenuGroup(product.groupCode) ? `${GROUP_PAGES[product.groupCode]}?vendor=${encodeURIComponent(id)}` : null;
}

export const productName = (product: Product): string => product.name || product.lobbySymbol || String(product.procId);
