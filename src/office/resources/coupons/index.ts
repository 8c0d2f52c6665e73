import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import { lazyView } from '../../common/lazyView';

const CouponKindCreate = lazyView(() => import('./CouponKindResource'), 'CouponKindCreate');
const CouponKindEdit = lazyView(() => import('./CouponKindResource'), 'CouponKindEdit');
const CouponKindList = lazyView(() => import('./CouponKindResource'), 'CouponKindList');
const IssuedCouponList = lazyView(() => import('./IssuedCouponList'), 'IssuedCouponList');

export const couponKinds = {
  list: CouponKindList,
  create: CouponKindCreate,
  edit: CouponKindEdit,
  icon: LocalActivityIcon,
};
export const issuedCoupons = { list: IssuedCouponList, icon: ConfirmationNumberIcon };
