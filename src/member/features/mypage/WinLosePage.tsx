import { CircularProgress } from '@mui/material';
import { PageFrame } from './ui/PageFrame';

export function WinLosePage() {
  return (
    <PageFrame titleKey="front.mypage.winLose">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
