import PercentIcon from '@mui/icons-material/Percent';
import { lazyView } from '../../common/lazyView';

const MarginList = lazyView(() => import('./MarginList'), 'MarginList');

export default { list: MarginList, icon: PercentIcon };
