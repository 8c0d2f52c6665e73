import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyView } from '../../common/lazyView';

const VendorEdit = lazyView(() => import('./VendorEdit'), 'VendorEdit');
const VendorList = lazyView(() => import('./VendorList'), 'VendorList');

export default { list: VendorList, edit: VendorEdit, icon: StorefrontIcon, recordRepresentation: 'name' };
