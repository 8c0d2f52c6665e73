import type { Product } from '../../site';

/** Where a vendor chosen in a game-selection modal leads (the game pages launch it); null: not ready. */
export function gameTarget(product: Product): string | null {
  const id = String(product.procId ?? '');
  if (!id) return null;
  switch (product.groupCode) {
    case 'casino':
      return `/member/live?vendor=${encodeURIComponent(id)}`;
    case 'slot':
      return `/member/slotgame/${encodeURIComponent(id)}`;
    case 'minigame':
      return `/winner/mini/play/${encodeURIComponent(product.lobbySymbol || id)}`;
    case 'esport':
      return '/member/esport';
    case 'virtual':
      return '/member/virtualgame';
    case 'fishing':
      return '/member/phishinggame';
    default:
      return null;
  }
}

export const productName = (product: Product): string => product.name || product.lobbySymbol || String(product.procId);
