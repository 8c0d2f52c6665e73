import BadgeIcon from '@mui/icons-material/Badge';
import RuleIcon from '@mui/icons-material/Rule';
import RouterIcon from '@mui/icons-material/Router';
import { lazyView } from '../../common/lazyView';

const StaffList = lazyView(() => import('./StaffResource'), 'StaffList');
const StaffCreate = lazyView(() => import('./StaffResource'), 'StaffCreate');
const StaffEdit = lazyView(() => import('./StaffResource'), 'StaffEdit');
const StaffRoleList = lazyView(() => import('./StaffRoleResource'), 'StaffRoleList');
const StaffRoleCreate = lazyView(() => import('./StaffRoleResource'), 'StaffRoleCreate');
const StaffRoleEdit = lazyView(() => import('./StaffRoleResource'), 'StaffRoleEdit');
const StaffRoleShow = lazyView(() => import('./StaffRoleResource'), 'StaffRoleShow');
const OfficeIpList = lazyView(() => import('./OfficeIpResource'), 'OfficeIpList');
const OfficeIpCreate = lazyView(() => import('./OfficeIpResource'), 'OfficeIpCreate');

export const staffAccounts = { list: StaffList, create: StaffCreate, edit: StaffEdit, icon: BadgeIcon };
export const staffRoles = {
  list: StaffRoleList,
  create: StaffRoleCreate,
  edit: StaffRoleEdit,
  show: StaffRoleShow,
  icon: RuleIcon,
};
export const officeIps = { list: OfficeIpList, create: OfficeIpCreate, icon: RouterIcon };
