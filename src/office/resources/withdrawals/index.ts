import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyView } from '../../common/lazyView';

const CashQueueList = lazyView(() => import('../cashQueue/CashQueueList'), 'CashQueueList');
const WithdrawalShow = lazyView(() => import('./WithdrawalShow'), 'WithdrawalShow');

/** The withdrawal queue: the cash queue, each request opening its detail with the risk card. */
export default { list: CashQueueList, show: WithdrawalShow, icon: AccountBalanceWalletIcon };
