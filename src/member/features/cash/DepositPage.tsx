import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function DepositPage() {
  return (
    <PageFrame titleKey="front.cash.deposit">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
