/** The minigame area (§2): play pages, results with verification, the bet-history tab. */
export { MinigamePlayPage } from './MinigamePlayPage';
/** The name the /winner/mini/play/{gameCode} route asks for. */
export { MinigamePlayPage as MiniPlayPage } from './MinigamePlayPage';
export { MiniResultPage } from './MiniResultPage';
export { MinigameBetHistory } from './MinigameBetHistory';
