import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { lazyView } from '../../common/lazyView';

const LeagueCreate = lazyView(() => import('./LeagueResource'), 'LeagueCreate');
const LeagueEdit = lazyView(() => import('./LeagueResource'), 'LeagueEdit');
const LeagueList = lazyView(() => import('./LeagueResource'), 'LeagueList');

export default { list: LeagueList, create: LeagueCreate, edit: LeagueEdit, icon: EmojiEventsIcon };
