import PercentIcon from '@mui/icons-material/Percent';
import { lazyView } from '../../common/lazyView';

const RollingRateList = lazyView(() => import('./RollingRateList'), 'RollingRateList');

export default { list: RollingRateList, icon: PercentIcon };
