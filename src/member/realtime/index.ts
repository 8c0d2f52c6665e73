export { RealtimeBridge } from './RealtimeBridge';
export { applyPush, type RealtimeHandlers } from './applyPush';
export { gameWindow, GAME_DOWN_EVENT } from './gameWindow';
export { usePublicTopic, publicTopics } from './publicTopics';
