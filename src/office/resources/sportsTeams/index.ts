import GroupsIcon from '@mui/icons-material/Groups';
import { lazyView } from '../../common/lazyView';

const TeamCreate = lazyView(() => import('./TeamResource'), 'TeamCreate');
const TeamEdit = lazyView(() => import('./TeamResource'), 'TeamEdit');
const TeamList = lazyView(() => import('./TeamResource'), 'TeamList');

export default { list: TeamList, create: TeamCreate, edit: TeamEdit, icon: GroupsIcon };
