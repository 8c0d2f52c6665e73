import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export function NoticeListPage() {
  return (
    <PageFrame titleKey="front.cs.notice">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
