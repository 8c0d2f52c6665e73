import GroupIcon from '@mui/icons-material/Group';
import { lazyView } from '../../common/lazyView';

const AdminMemberList = lazyView(() => import('./AdminMemberList'), 'AdminMemberList');
const AdminMemberEdit = lazyView(() => import('./AdminMemberEdit'), 'AdminMemberEdit');
const StaffMemberDetail = lazyView(() => import('../memberDetail'), 'StaffMemberDetail');

export default {
  list: AdminMemberList,
  edit: AdminMemberEdit,
  show: StaffMemberDetail,
  icon: GroupIcon,
  recordRepresentation: 'memId',
};
