export { useLabels } from './useLabels';
