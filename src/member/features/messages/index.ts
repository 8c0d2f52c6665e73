export { MessageListPage } from './MessageListPage';
export { MessageReadPage } from './MessageReadPage';
