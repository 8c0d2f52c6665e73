import { CircularProgress } from '@mui/material';
import { PageFrame } from './ui/PageFrame';

export function BetListPage() {
  return (
    <PageFrame titleKey="front.mypage.betList">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
