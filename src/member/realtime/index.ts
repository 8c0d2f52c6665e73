export { RealtimeBridge } from './RealtimeBridge';
export { gameWindow } from './gameWindow';
export { usePublicTopic, publicTopics } from './publicTopics';
export { useSlipDecided } from './slipDecided';
