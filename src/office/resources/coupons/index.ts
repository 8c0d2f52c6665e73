import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import LocalActivityIcon from '@mui/icons-material/LocalActivity';
import { CouponKindCreate, CouponKindEdit, CouponKindList } from './CouponKindResource';
import { IssuedCouponList } from './IssuedCouponList';

export const couponKinds = { list: CouponKindList, create: CouponKindCreate, edit: CouponKindEdit, icon: LocalActivityIcon };
export const issuedCoupons = { list: IssuedCouponList, icon: ConfirmationNumberIcon };
