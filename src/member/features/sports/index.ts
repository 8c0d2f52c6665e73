/**
 * The house sportsbook (docs/domains/sportsbook.md#member-pages): the board (§2 sportsViewer), the
 * matches in play and a match's page, its results, the bet-list tab and the betting guide.
 */
export { SportsBoardPage } from './SportsBoardPage';
export { SportsLivePage } from './SportsLivePage';
export { SportsMatchPage } from './SportsMatchPage';
export { SportsResultPage } from './SportsResultPage';
export { SportsBetHistory } from './SportsBetHistory';
export { SportsSlipDetail } from './SportsSlipDetail';
export { SportsGuide } from './SportsGuide';
