import GroupIcon from '@mui/icons-material/Group';
import { AdminMemberList } from './AdminMemberList';
import { AdminMemberEdit } from './AdminMemberEdit';
import { StaffMemberDetail } from '../memberDetail';

export default { list: AdminMemberList, edit: AdminMemberEdit, show: StaffMemberDetail, icon: GroupIcon, recordRepresentation: 'memId' };
