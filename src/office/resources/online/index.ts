import WifiTetheringIcon from '@mui/icons-material/WifiTethering';
import { lazyView } from '../../common/lazyView';

const OnlineList = lazyView(() => import('./OnlineList'), 'OnlineList');

export default { list: OnlineList, icon: WifiTetheringIcon };
