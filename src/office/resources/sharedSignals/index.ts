import DevicesIcon from '@mui/icons-material/Devices';
import { SharedSignalList } from './SharedSignalList';

export default { list: SharedSignalList, icon: DevicesIcon };
