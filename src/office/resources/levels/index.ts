import StairsIcon from '@mui/icons-material/Stairs';
import { LevelCreate, LevelEdit, LevelList } from './LevelResource';

export default { list: LevelList, edit: LevelEdit, create: LevelCreate, icon: StairsIcon };
