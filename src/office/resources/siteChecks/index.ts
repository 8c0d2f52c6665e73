import BuildIcon from '@mui/icons-material/Build';
import { lazyView } from '../../common/lazyView';

const SiteCheckCreate = lazyView(() => import('./SiteCheckResource'), 'SiteCheckCreate');
const SiteCheckEdit = lazyView(() => import('./SiteCheckResource'), 'SiteCheckEdit');
const SiteCheckList = lazyView(() => import('./SiteCheckResource'), 'SiteCheckList');

export default { list: SiteCheckList, create: SiteCheckCreate, edit: SiteCheckEdit, icon: BuildIcon };
