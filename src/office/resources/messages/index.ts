import MailIcon from '@mui/icons-material/Mail';
import { MessageCreate, MessageList } from './MessageResource';

export default { list: MessageList, create: MessageCreate, icon: MailIcon };
