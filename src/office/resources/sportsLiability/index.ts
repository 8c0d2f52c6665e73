import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { LiabilityList } from './LiabilityList';

export default { list: LiabilityList, icon: ReportProblemIcon };
