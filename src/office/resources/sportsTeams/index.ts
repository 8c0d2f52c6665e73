import GroupsIcon from '@mui/icons-material/Groups';
import { TeamCreate, TeamEdit, TeamList } from './TeamResource';

export default { list: TeamList, create: TeamCreate, edit: TeamEdit, icon: GroupsIcon };
