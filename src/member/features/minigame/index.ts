/** The minigame area (§2): play pages, results with verification, the bet-history tab. */
export { MinigamePlayPage } from './MinigamePlayPage';
export { MiniResultPage } from './MiniResultPage';
export { MinigameBetHistory } from './MinigameBetHistory';
