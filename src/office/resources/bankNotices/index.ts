import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../../common/lazyView';

const BankNoticeList = lazyView(() => import('./BankNoticeList'), 'BankNoticeList');

export default { list: BankNoticeList, icon: ReceiptLongIcon };
