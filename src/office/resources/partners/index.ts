import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyView } from '../../common/lazyView';

const PartnerEdit = lazyView(() => import('./PartnerResource'), 'PartnerEdit');
const PartnerList = lazyView(() => import('./PartnerResource'), 'PartnerList');

export default { list: PartnerList, edit: PartnerEdit, icon: AccountTreeIcon, recordRepresentation: 'memId' };
