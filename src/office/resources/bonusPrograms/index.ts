import RedeemIcon from '@mui/icons-material/Redeem';
import { lazyView } from '../../common/lazyView';

const BonusProgramList = lazyView(() => import('./BonusProgramList'), 'BonusProgramList');
const BonusProgramCreate = lazyView(() => import('./BonusProgramForms'), 'BonusProgramCreate');
const BonusProgramEdit = lazyView(() => import('./BonusProgramForms'), 'BonusProgramEdit');

/** Bonus programs (docs/domains/bonuses.md#programs), with the staff grant in the list's actions. */
export default { list: BonusProgramList, create: BonusProgramCreate, edit: BonusProgramEdit, icon: RedeemIcon };
