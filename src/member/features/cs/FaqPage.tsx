import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function FaqPage() {
  return (
    <PageFrame titleKey="front.cs.faq">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
