import { CircularProgress } from '@mui/material';
import { PageFrame } from './ui/PageFrame';

export function GivePage() {
  return (
    <PageFrame titleKey="front.mypage.give">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
