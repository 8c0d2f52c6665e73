import { PAGE_GAME } from '../../../shared/minigame/games';

/**
 * The game a route names: §2 pages /minigame/powerball … name a page, /winner/mini/play/{gameCode}
 * a game key; a `game` query parameter picks a variant (eos5 on the powerball page).
 */
export function gameKeyOf(params: { game?: string; gameCode?: string }, query: URLSearchParams): string {
  const chosen = query.get('game');
  if (chosen) return chosen;
  if (params.gameCode) return params.gameCode;
  return PAGE_GAME[params.game ?? 'powerball'] ?? params.game ?? PAGE_GAME.powerball!;
}
