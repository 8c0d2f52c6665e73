import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function SlotProviderPage() {
  return (
    <PageFrame titleKey="front.games.slot">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
