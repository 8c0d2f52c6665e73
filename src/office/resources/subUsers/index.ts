import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { lazyView } from '../../common/lazyView';

const SubUserList = lazyView(() => import('./SubUserResource'), 'SubUserList');
const SubUserCreate = lazyView(() => import('./SubUserResource'), 'SubUserCreate');
const SubUserEdit = lazyView(() => import('./SubUserResource'), 'SubUserEdit');

export default { list: SubUserList, create: SubUserCreate, edit: SubUserEdit, icon: GroupAddIcon };
