import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { CashQueueList } from './CashQueueList';

export default { list: CashQueueList, icon: AccountBalanceWalletIcon };
