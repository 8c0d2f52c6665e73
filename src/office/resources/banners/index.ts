import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { BannerCreate, BannerEdit, BannerList } from './BannerResource';

export default { list: BannerList, create: BannerCreate, edit: BannerEdit, icon: ViewCarouselIcon };
