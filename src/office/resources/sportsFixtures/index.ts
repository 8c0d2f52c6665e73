import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { lazyView } from '../../common/lazyView';

const FixtureList = lazyView(() => import('./FixtureList'), 'FixtureList');
const FixtureShow = lazyView(() => import('./FixtureShow'), 'FixtureShow');
const FixtureCreate = lazyView(() => import('./FixtureForms'), 'FixtureCreate');
const FixtureEdit = lazyView(() => import('./FixtureForms'), 'FixtureEdit');

export default {
  list: FixtureList,
  show: FixtureShow,
  create: FixtureCreate,
  edit: FixtureEdit,
  icon: SportsSoccerIcon,
};
