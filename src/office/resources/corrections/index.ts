import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyView } from '../../common/lazyView';

const CorrectionList = lazyView(() => import('./CorrectionList'), 'CorrectionList');
const CorrectionCreate = lazyView(() => import('./CorrectionCreate'), 'CorrectionCreate');

export default { list: CorrectionList, create: CorrectionCreate, icon: FactCheckIcon };
