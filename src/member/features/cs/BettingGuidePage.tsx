import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function BettingGuidePage() {
  return (
    <PageFrame titleKey="front.cs.bettingGuide">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
