import LoginIcon from '@mui/icons-material/Login';
import { LoginList } from './LoginList';

export default { list: LoginList, icon: LoginIcon };
