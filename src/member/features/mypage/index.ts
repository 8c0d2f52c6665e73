export { MyInfoPage } from './MyInfoPage';
export { WinLosePage } from './WinLosePage';
export { BetListPage } from './BetListPage';
export { CouponPages, CouponUsePage, CouponGiftPage, CouponListPage } from './CouponPages';
export { GivePage } from './GivePage';
export { StributorPage } from './StributorPage';
