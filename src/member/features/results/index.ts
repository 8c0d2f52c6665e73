/** The game-results area (§2 /member/result/sport, mobile /sports/history). */
export { GameResultPage } from './GameResultPage';
