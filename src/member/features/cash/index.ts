export { DepositPage } from './DepositPage';
export { DepositListPage } from './DepositListPage';
export { WithdrawPage } from './WithdrawPage';
export { WithdrawListPage } from './WithdrawListPage';
