import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function EventListPage() {
  return (
    <PageFrame titleKey="front.cs.event">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
