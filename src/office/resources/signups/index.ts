import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazyView } from '../../common/lazyView';

const SignupList = lazyView(() => import('./SignupList'), 'SignupList');

export default { list: SignupList, icon: HowToRegIcon };
