import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function RulePage() {
  return (
    <PageFrame titleKey="front.cs.rule">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
