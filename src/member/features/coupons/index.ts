/** The coupon area (§2 /mypage/coupon/use|gift|list, mobile /member/couponMain). */
export { CouponPages, CouponUsePage, CouponGiftPage, CouponListPage } from './CouponPages';
