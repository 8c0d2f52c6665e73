import PercentIcon from '@mui/icons-material/Percent';
import { RollingRateList } from './RollingRateList';

export default { list: RollingRateList, icon: PercentIcon };
