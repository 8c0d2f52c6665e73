import { CircularProgress } from '@mui/material';
import { PageFrame } from './ui/PageFrame';

export function CouponPages() {
  return (
    <PageFrame titleKey="front.mypage.coupon">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
