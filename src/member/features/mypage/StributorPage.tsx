import { CircularProgress } from '@mui/material';
import { PageFrame } from './ui/PageFrame';

export function StributorPage() {
  return (
    <PageFrame titleKey="front.mypage.stributor">
      <CircularProgress size={24} />
    </PageFrame>
  );
}
