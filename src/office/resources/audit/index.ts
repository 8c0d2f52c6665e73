import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../../common/lazyView';

const AuditList = lazyView(() => import('./AuditList'), 'AuditList');

export default { list: AuditList, icon: HistoryIcon };
