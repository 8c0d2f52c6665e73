import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazyView } from '../../common/lazyView';

const CompanyCreate = lazyView(() => import('./CompanyCreate'), 'CompanyCreate');
const CompanyEdit = lazyView(() => import('./CompanyEdit'), 'CompanyEdit');
const CompanyList = lazyView(() => import('./CompanyList'), 'CompanyList');

export default {
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};
