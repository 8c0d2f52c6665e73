import CasinoIcon from '@mui/icons-material/Casino';
import { BetList } from './BetList';

export default { list: BetList, icon: CasinoIcon };
