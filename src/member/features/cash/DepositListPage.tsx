import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function DepositListPage() {
  return (
    <PageFrame titleKey="front.cash.depositList">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
