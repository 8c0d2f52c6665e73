import { useRef } from 'react';
import { Divider } from '@mui/material';
import { PageFrame } from '../../ui';
import { CashHistory, type CashHistoryHandle } from './CashHistory';
import { WithdrawForm } from './WithdrawForm';

/** §2 /cash/withdraw: the request form with the member's withdrawal requests below it. */
export function WithdrawPage() {
  const history = useRef<CashHistoryHandle>(null);
  return (
    <PageFrame titleKey="front.cash.withdraw">
      <WithdrawForm onSent={() => history.current?.reload()} />
      <Divider sx={{ my: 3 }} />
      <CashHistory ref={history} kind="out" />
    </PageFrame>
  );
}
