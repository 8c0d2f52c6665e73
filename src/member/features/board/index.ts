export { BoardListPage } from './BoardListPage';
export { BoardReadPage } from './BoardReadPage';
export { BoardWritePage } from './BoardWritePage';
