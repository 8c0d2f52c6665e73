import LinkIcon from '@mui/icons-material/Link';
import { lazyView } from '../../common/lazyView';

const JoinCodeList = lazyView(() => import('./JoinCodeList'), 'JoinCodeList');
const JoinCodeCreate = lazyView(() => import('./JoinCodeCreate'), 'JoinCodeCreate');
const JoinCodeEdit = lazyView(() => import('./JoinCodeEdit'), 'JoinCodeEdit');

/** Partner sign-up codes and their links (docs/domains/partner-codes.md): partners over their subtree, staff with domains. */
export default {
  list: JoinCodeList,
  create: JoinCodeCreate,
  edit: JoinCodeEdit,
  icon: LinkIcon,
  recordRepresentation: 'code',
};
