import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyView } from '../../common/lazyView';

const FlagList = lazyView(() => import('./FlagResource'), 'FlagList');
const FlagShow = lazyView(() => import('./FlagResource'), 'FlagShow');

export default { list: FlagList, show: FlagShow, icon: ReportProblemIcon };
