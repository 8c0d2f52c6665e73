import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyView } from '../../common/lazyView';

const SettlementPaymentList = lazyView(() => import('./SettlementPaymentList'), 'SettlementPaymentList');

export default { list: SettlementPaymentList, icon: PaymentsIcon };
