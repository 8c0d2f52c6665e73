/**
 * The house sportsbook (docs/domains/sportsbook.md#member-pages): the board (§2 sportsViewer), its
 * results, the bet-list tab and the betting guide.
 */
export { SportsBoardPage } from './SportsBoardPage';
export { SportsResultPage } from './SportsResultPage';
export { SportsBetHistory } from './SportsBetHistory';
export { SportsSlipDetail } from './SportsSlipDetail';
export { SportsGuide } from './SportsGuide';
