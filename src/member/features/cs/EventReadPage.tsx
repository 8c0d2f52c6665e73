import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function EventReadPage() {
  return (
    <PageFrame titleKey="front.cs.event">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
