import MailIcon from '@mui/icons-material/Mail';
import { lazyView } from '../../common/lazyView';

const MessageCreate = lazyView(() => import('./MessageResource'), 'MessageCreate');
const MessageList = lazyView(() => import('./MessageResource'), 'MessageList');

export default { list: MessageList, create: MessageCreate, icon: MailIcon };
