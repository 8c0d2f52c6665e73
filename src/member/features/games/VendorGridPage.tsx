import { CircularProgress } from '@mui/material';
import { PageFrame } from '../mypage/ui/PageFrame';

export type GameGroup = 'casino' | 'slot' | 'sports' | 'minigame' | 'esport' | 'virtual' | 'fishing';

export function VendorGridPage({ group }: { group: GameGroup }) {
  return (
    <PageFrame titleKey={`front.games.${group}`}>
      <CircularProgress size={24} />
    </PageFrame>
  );
}
