import type { RankedGame } from '../../../shared/api/main';
import { MINIGAME_GROUP } from '../../../shared/minigame/games';
import type { Product } from '../../site';

/** The product a ranked game opens: a house minigame by its game key, a vendor game by its vendor. */
export function rankedProduct(game: RankedGame, products: readonly Product[]): Product | undefined {
  if (game.groupCode === MINIGAME_GROUP)
    return products.find((p) => p.groupCode === MINIGAME_GROUP && p.lobbySymbol === game.gameCode);
  return products.find((p) => p.groupCode === game.groupCode && String(p.procId) === game.vendorCode);
}
