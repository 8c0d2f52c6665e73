import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function PointChangePage() {
  return (
    <PageFrame titleKey="front.point.change">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
