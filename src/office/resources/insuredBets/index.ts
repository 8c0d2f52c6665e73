import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { InsuredBetList } from './InsuredBetList';

export default { list: InsuredBetList, icon: VerifiedUserIcon };
