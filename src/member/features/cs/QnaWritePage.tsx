import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function QnaWritePage() {
  return (
    <PageFrame titleKey="front.cs.qnaWrite">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
