import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyView } from '../../common/lazyView';

const CashQueueList = lazyView(() => import('./CashQueueList'), 'CashQueueList');

export default { list: CashQueueList, icon: AccountBalanceWalletIcon };
