export { useGameLaunch } from './useGameLaunch';
export { LaunchIndicator } from './LaunchIndicator';
export { endGame, keepGameAlive } from './gameEnd';
