import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazyView } from '../../common/lazyView';

const BannerCreate = lazyView(() => import('./BannerResource'), 'BannerCreate');
const BannerEdit = lazyView(() => import('./BannerResource'), 'BannerEdit');
const BannerList = lazyView(() => import('./BannerResource'), 'BannerList');

export default { list: BannerList, create: BannerCreate, edit: BannerEdit, icon: ViewCarouselIcon };
