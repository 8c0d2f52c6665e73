import BlockIcon from '@mui/icons-material/Block';
import { lazyView } from '../../common/lazyView';

const BlockCreate = lazyView(() => import('./BlocklistResource'), 'BlockCreate');
const BlockList = lazyView(() => import('./BlocklistResource'), 'BlockList');

export default { list: BlockList, create: BlockCreate, icon: BlockIcon };
