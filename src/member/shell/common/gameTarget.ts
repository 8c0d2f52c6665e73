import { isHouseSportsbook } from '../../../shared/sports/houseVendor';
import { SPORTS_BOARD_PATH } from '../../features/sports/sportsPaths';
import type { Product } from '../../site';

const GROUP_PAGES: Record<string, string> = { casino: '/member/live', esport: '/member/esport', virtual: '/member/virtualgame', fishing: '/member/phishinggame' };

/** Where a vendor chosen in a game-selection modal leads (its group page opens it); null: not ready. */
export function gameTarget(product: Product): string | null {
  const id = String(product.procId ?? '');
  if (!id) return null;
  if (product.groupCode === 'slot') return `/member/slotgame/${encodeURIComponent(id)}`;
  // §2: the sports modal leads to sportsViewer with vendor and gameCode; only the house's plays.
  if (product.groupCode === 'sports') return isHouseSportsbook(product) ? `${SPORTS_BOARD_PATH}?vendor=${encodeURIComponent(id)}&gameCode=${encodeURIComponent(product.lobbySymbol)}` : null;
  if (product.groupCode === 'minigame') return `/winner/mini/play/${encodeURIComponent(product.lobbySymbol || id)}`;
  const page = GROUP_PAGES[product.groupCode];
  return page ? `${page}?vendor=${encodeURIComponent(id)}` : null;
}

export const productName = (product: Product): string => product.name || product.lobbySymbol || String(product.procId);
