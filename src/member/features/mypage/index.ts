export { MyInfoPage } from './MyInfoPage';
export { WinLosePage } from './WinLosePage';
export { BetListPage } from './BetListPage';
export { GivePage } from './GivePage';
export { StributorPage } from './StributorPage';
export { BetDetailPage } from './BetDetailPage';
