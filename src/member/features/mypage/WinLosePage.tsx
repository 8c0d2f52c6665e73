import { PageFrame } from '../../ui';
import { BetHistory } from './BetHistory';

/** §2 /mypage/winlose: settled bets with their result (winCash - cash, §3) across every game. */
export function WinLosePage() {
  return (
    <PageFrame titleKey="front.mypage.winLose">
      <BetHistory settledOnly />
    </PageFrame>
  );
}
