import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function BoardListPage() {
  return (
    <PageFrame titleKey="front.board.title">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
