import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { PartnerList } from './PartnerList';

export default { list: PartnerList, icon: AccountTreeIcon, recordRepresentation: 'memId' };
