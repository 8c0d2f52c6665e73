import BuildIcon from '@mui/icons-material/Build';
import { SiteCheckCreate, SiteCheckEdit, SiteCheckList } from './SiteCheckResource';

export default { list: SiteCheckList, create: SiteCheckCreate, edit: SiteCheckEdit, icon: BuildIcon };
