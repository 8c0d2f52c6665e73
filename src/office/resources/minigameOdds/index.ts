import CasinoIcon from '@mui/icons-material/Casino';
import { lazyView } from '../../common/lazyView';

const OddsList = lazyView(() => import('./OddsList'), 'OddsList');

export default { list: OddsList, icon: CasinoIcon };
