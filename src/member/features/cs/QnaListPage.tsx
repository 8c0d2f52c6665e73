import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function QnaListPage() {
  return (
    <PageFrame titleKey="front.cs.qna">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
