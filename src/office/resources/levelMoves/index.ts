import StairsIcon from '@mui/icons-material/Stairs';
import { lazyView } from '../../common/lazyView';

const LevelMoveList = lazyView(() => import('./LevelMoveList'), 'LevelMoveList');

export default { list: LevelMoveList, icon: StairsIcon };
