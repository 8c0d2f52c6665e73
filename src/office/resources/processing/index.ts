import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../../common/lazyView';

const ProcessingList = lazyView(() => import('./ProcessingList'), 'ProcessingList');

export default { list: ProcessingList, icon: HistoryIcon };
