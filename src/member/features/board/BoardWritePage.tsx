import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function BoardWritePage() {
  return (
    <PageFrame titleKey="front.board.write">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
