import LoginIcon from '@mui/icons-material/Login';
import { lazyView } from '../../common/lazyView';

const LoginList = lazyView(() => import('./LoginList'), 'LoginList');

export default { list: LoginList, icon: LoginIcon };
