import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function WithdrawListPage() {
  return (
    <PageFrame titleKey="front.cash.withdrawList">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
