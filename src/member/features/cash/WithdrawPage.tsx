import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function WithdrawPage() {
  return (
    <PageFrame titleKey="front.cash.withdraw">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
