import PeopleIcon from '@mui/icons-material/People';
import { LowerMemberList } from './LowerMemberList';
import { LowerMemberCreate } from './LowerMemberCreate';
import { PartnerMemberDetail } from '../memberDetail';

export default {
  list: LowerMemberList,
  create: LowerMemberCreate,
  show: PartnerMemberDetail,
  icon: PeopleIcon,
  recordRepresentation: 'memId',
};
