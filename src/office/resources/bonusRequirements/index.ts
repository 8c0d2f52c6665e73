import RedeemIcon from '@mui/icons-material/Redeem';
import { lazyView } from '../../common/lazyView';

const BonusRequirementList = lazyView(() => import('./BonusRequirementList'), 'BonusRequirementList');

/** Bonus grants and their wagering (docs/domains/bonuses.md#in-the-office-and-for-the-member). */
export default { list: BonusRequirementList, icon: RedeemIcon };
