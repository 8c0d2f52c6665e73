import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { FixtureList } from './FixtureList';
import { FixtureShow } from './FixtureShow';
import { FixtureCreate, FixtureEdit } from './FixtureForms';

export default { list: FixtureList, show: FixtureShow, create: FixtureCreate, edit: FixtureEdit, icon: SportsSoccerIcon };
