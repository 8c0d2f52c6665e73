import LiveTvIcon from '@mui/icons-material/LiveTv';
import { lazyView } from '../../common/lazyView';

const LiveMonitorList = lazyView(() => import('./LiveMonitorList'), 'LiveMonitorList');

export default { list: LiveMonitorList, icon: LiveTvIcon };
