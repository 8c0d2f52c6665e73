import ArticleIcon from '@mui/icons-material/Article';
import { lazyView } from '../../common/lazyView';

const BoardCreate = lazyView(() => import('./BoardResource'), 'BoardCreate');
const BoardEdit = lazyView(() => import('./BoardResource'), 'BoardEdit');
const BoardList = lazyView(() => import('./BoardResource'), 'BoardList');

export default { list: BoardList, create: BoardCreate, edit: BoardEdit, icon: ArticleIcon };
