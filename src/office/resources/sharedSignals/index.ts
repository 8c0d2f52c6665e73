import DevicesIcon from '@mui/icons-material/Devices';
import { lazyView } from '../../common/lazyView';

const SharedSignalList = lazyView(() => import('./SharedSignalList'), 'SharedSignalList');

export default { list: SharedSignalList, icon: DevicesIcon };
