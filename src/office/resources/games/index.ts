import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { lazyView } from '../../common/lazyView';

const GameEdit = lazyView(() => import('./GameResource'), 'GameEdit');
const GameList = lazyView(() => import('./GameResource'), 'GameList');

export default { list: GameList, edit: GameEdit, icon: SportsEsportsIcon };
