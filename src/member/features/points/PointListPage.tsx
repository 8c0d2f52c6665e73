import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function PointListPage() {
  return (
    <PageFrame titleKey="front.point.list">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
