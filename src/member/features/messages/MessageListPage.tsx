import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function MessageListPage() {
  return (
    <PageFrame titleKey="front.message.title">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
