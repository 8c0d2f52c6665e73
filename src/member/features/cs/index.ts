export {
  NoticeListPage,
  NoticeReadPage,
  EventListPage,
  EventReadPage,
  FaqPage,
  BettingGuidePage,
  GameGuidePage,
  RulePage,
} from './boardPages';
export { QnaListPage } from './QnaListPage';
export { QnaWritePage } from './QnaWritePage';
export { QnaReadPage } from './QnaReadPage';
