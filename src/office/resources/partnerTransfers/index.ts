import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { TransferList } from './TransferList';

export default { list: TransferList, icon: SwapHorizIcon };
