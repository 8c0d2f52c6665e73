import HowToRegIcon from '@mui/icons-material/HowToReg';
import { SignupList } from './SignupList';

export default { list: SignupList, icon: HowToRegIcon };
