import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyView } from '../../common/lazyView';

const PartnerList = lazyView(() => import('./PartnerList'), 'PartnerList');

export default { list: PartnerList, icon: AccountTreeIcon, recordRepresentation: 'memId' };
