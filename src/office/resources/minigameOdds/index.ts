import CasinoIcon from '@mui/icons-material/Casino';
import { OddsList } from './OddsList';

export default { list: OddsList, icon: CasinoIcon };
