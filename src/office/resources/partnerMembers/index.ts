import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../../common/lazyView';

const LowerMemberList = lazyView(() => import('./LowerMemberList'), 'LowerMemberList');
const LowerMemberCreate = lazyView(() => import('./LowerMemberCreate'), 'LowerMemberCreate');
const PartnerMemberDetail = lazyView(() => import('../memberDetail'), 'PartnerMemberDetail');

export default {
  list: LowerMemberList,
  create: LowerMemberCreate,
  show: PartnerMemberDetail,
  icon: PeopleIcon,
  recordRepresentation: 'memId',
};
