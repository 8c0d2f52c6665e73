import { useRef } from 'react';
import { Divider } from '@mui/material';
import { PageFrame } from '../../ui';
import { CashHistory, type CashHistoryHandle } from './CashHistory';
import { DepositForm } from './DepositForm';

/** §2 /cash/deposit: the request form with the member's deposit requests below it. */
export function DepositPage() {
  const history = useRef<CashHistoryHandle>(null);
  return (
    <PageFrame titleKey="front.cash.deposit">
      <DepositForm onSent={() => history.current?.reload()} />
      <Divider sx={{ my: 3 }} />
      <CashHistory ref={history} kind="in" />
    </PageFrame>
  );
}
