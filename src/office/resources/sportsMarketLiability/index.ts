import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { lazyView } from '../../common/lazyView';

const MarketLiabilityList = lazyView(() => import('./MarketLiabilityList'), 'MarketLiabilityList');

export default { list: MarketLiabilityList, icon: MonitorHeartIcon };
