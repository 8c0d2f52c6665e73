import BlockIcon from '@mui/icons-material/Block';
import { BlockCreate, BlockList } from './BlocklistResource';

export default { list: BlockList, create: BlockCreate, icon: BlockIcon };
