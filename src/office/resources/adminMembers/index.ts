import GroupIcon from '@mui/icons-material/Group';
import { AdminMemberList } from './AdminMemberList';
import { AdminMemberEdit } from './AdminMemberEdit';

export default { list: AdminMemberList, edit: AdminMemberEdit, icon: GroupIcon, recordRepresentation: 'memId' };
