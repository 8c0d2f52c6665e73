import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function BoardReadPage() {
  return (
    <PageFrame titleKey="front.board.title">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
