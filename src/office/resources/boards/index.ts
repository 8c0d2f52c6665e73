import ArticleIcon from '@mui/icons-material/Article';
import { BoardCreate, BoardEdit, BoardList } from './BoardResource';

export default { list: BoardList, create: BoardCreate, edit: BoardEdit, icon: ArticleIcon };
