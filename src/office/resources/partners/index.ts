import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { PartnerEdit, PartnerList } from './PartnerResource';

export default { list: PartnerList, edit: PartnerEdit, icon: AccountTreeIcon, recordRepresentation: 'memId' };
