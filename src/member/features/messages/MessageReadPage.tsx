import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function MessageReadPage() {
  return (
    <PageFrame titleKey="front.message.read">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
