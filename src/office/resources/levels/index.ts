import StairsIcon from '@mui/icons-material/Stairs';
import { lazyView } from '../../common/lazyView';

const LevelCreate = lazyView(() => import('./LevelResource'), 'LevelCreate');
const LevelEdit = lazyView(() => import('./LevelResource'), 'LevelEdit');
const LevelList = lazyView(() => import('./LevelResource'), 'LevelList');

export default { list: LevelList, edit: LevelEdit, create: LevelCreate, icon: StairsIcon };
