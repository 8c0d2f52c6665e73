import PaidIcon from '@mui/icons-material/Paid';
import { SettlementList } from './SettlementList';

export default { list: SettlementList, icon: PaidIcon };
