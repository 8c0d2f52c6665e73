import PaymentsIcon from '@mui/icons-material/Payments';
import { SettlementPaymentList } from './SettlementPaymentList';

export default { list: SettlementPaymentList, icon: PaymentsIcon };
