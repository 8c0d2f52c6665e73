import { PageFrame } from '../../ui';
import { CashHistory } from './CashHistory';

/** §2 /mypage/exchange/list. */
export function WithdrawListPage() {
  return (
    <PageFrame titleKey="front.cash.withdrawList">
      <CashHistory kind="out" />
    </PageFrame>
  );
}
