import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazyView } from '../../common/lazyView';

const InsuredBetList = lazyView(() => import('./InsuredBetList'), 'InsuredBetList');

export default { list: InsuredBetList, icon: VerifiedUserIcon };
