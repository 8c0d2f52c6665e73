import PercentIcon from '@mui/icons-material/Percent';
import { MarginList } from './MarginList';

export default { list: MarginList, icon: PercentIcon };
