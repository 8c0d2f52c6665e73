import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function GameGuidePage() {
  return (
    <PageFrame titleKey="front.cs.gameGuide">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
