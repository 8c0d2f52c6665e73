import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { GameEdit, GameList } from './GameResource';

export default { list: GameList, edit: GameEdit, icon: SportsEsportsIcon };
