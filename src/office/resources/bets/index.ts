import CasinoIcon from '@mui/icons-material/Casino';
import { lazyView } from '../../common/lazyView';

const BetList = lazyView(() => import('./BetList'), 'BetList');

export default { list: BetList, icon: CasinoIcon };
