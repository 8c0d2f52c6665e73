import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazyView } from '../../common/lazyView';

const LiabilityList = lazyView(() => import('./LiabilityList'), 'LiabilityList');

export default { list: LiabilityList, icon: ReportProblemIcon };
