import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { LeagueCreate, LeagueEdit, LeagueList } from './LeagueResource';

export default { list: LeagueList, create: LeagueCreate, edit: LeagueEdit, icon: EmojiEventsIcon };
