import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import { lazyView } from '../../common/lazyView';

const RoulettePrizeCreate = lazyView(() => import('./RoulettePrizeResource'), 'RoulettePrizeCreate');
const RoulettePrizeEdit = lazyView(() => import('./RoulettePrizeResource'), 'RoulettePrizeEdit');
const RoulettePrizeList = lazyView(() => import('./RoulettePrizeResource'), 'RoulettePrizeList');

export default { list: RoulettePrizeList, create: RoulettePrizeCreate, edit: RoulettePrizeEdit, icon: DonutLargeIcon };
