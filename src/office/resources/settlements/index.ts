import PaidIcon from '@mui/icons-material/Paid';
import { lazyView } from '../../common/lazyView';

const SettlementList = lazyView(() => import('./SettlementList'), 'SettlementList');

export default { list: SettlementList, icon: PaidIcon };
