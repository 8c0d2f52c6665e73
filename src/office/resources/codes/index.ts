import CodeIcon from '@mui/icons-material/Code';
import { CodeCreate, CodeEdit, CodeList } from './CodeResource';

export default { list: CodeList, edit: CodeEdit, create: CodeCreate, icon: CodeIcon };
