import { PageFrame } from '../../ui';
import { CashHistory } from './CashHistory';

/** §2 /mypage/charge/list. */
export function DepositListPage() {
  return (
    <PageFrame titleKey="front.cash.depositList">
      <CashHistory kind="in" />
    </PageFrame>
  );
}
