import PeopleIcon from '@mui/icons-material/People';
import { LowerMemberList } from './LowerMemberList';
import { LowerMemberCreate } from './LowerMemberCreate';
import { LowerMemberShow } from './LowerMemberShow';

export default {
  list: LowerMemberList,
  create: LowerMemberCreate,
  show: LowerMemberShow,
  icon: PeopleIcon,
  recordRepresentation: 'memId',
};
