import { CircularProgress } from '@mui/material';
import { PageFrame } from './ui/PageFrame';

export function MyInfoPage() {
  return (
    <PageFrame titleKey="front.mypage.info">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
