import StorefrontIcon from '@mui/icons-material/Storefront';
import { VendorEdit } from './VendorEdit';
import { VendorList } from './VendorList';

export default { list: VendorList, edit: VendorEdit, icon: StorefrontIcon, recordRepresentation: 'name' };
