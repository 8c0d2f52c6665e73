import HistoryIcon from '@mui/icons-material/History';
import { ProcessingList } from './ProcessingList';

export default { list: ProcessingList, icon: HistoryIcon };
