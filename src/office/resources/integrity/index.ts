import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { FlagList, FlagShow } from './FlagResource';

export default { list: FlagList, show: FlagShow, icon: ReportProblemIcon };
