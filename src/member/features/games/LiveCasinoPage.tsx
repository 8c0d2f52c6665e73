import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function LiveCasinoPage() {
  return (
    <PageFrame titleKey="front.games.casino">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
