import WifiTetheringIcon from '@mui/icons-material/WifiTethering';
import { OnlineList } from './OnlineList';

export default { list: OnlineList, icon: WifiTetheringIcon };
