import CodeIcon from '@mui/icons-material/Code';
import { lazyView } from '../../common/lazyView';

const CodeCreate = lazyView(() => import('./CodeResource'), 'CodeCreate');
const CodeEdit = lazyView(() => import('./CodeResource'), 'CodeEdit');
const CodeList = lazyView(() => import('./CodeResource'), 'CodeList');

export default { list: CodeList, edit: CodeEdit, create: CodeCreate, icon: CodeIcon };
