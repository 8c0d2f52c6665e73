export { LimitsPage } from './LimitsPage';
export { RealityCheck } from './RealityCheck';
