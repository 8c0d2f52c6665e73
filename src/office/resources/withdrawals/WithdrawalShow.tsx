import type { ReactElement } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box } from '@mui/material';
import { Labeled, Show, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { isOpenRequest } from '../../../shared/api/cash';
import type { CashRequestRecord } from '../../../shared/api/adminCash';
import { ActionButton } from '../../common/ActionButton';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { RiskCard } from './RiskCard';

const open = (r: Record<string, unknown>) => isOpenRequest(r as { status: number });
const STATUS_COLORS = { '1': 'success', '0': 'warning', '2': 'info', '-1': 'error' } as const;

/** Approve or refuse from the detail, with the same confirmation as the queue's row. */
function Decide() {
  return (
    <TopToolbar>
      <ActionButton action="approve" label="office.actions.approve" color="success" icon={<CheckIcon />} when={open} />
      <ActionButton
        action="refuse"
        label="office.actions.refuse"
        color="error"
        icon={<CloseIcon />}
        withMemo
        when={open}
      />
    </TopToolbar>
  );
}

/** The request as the queue shows it, laid out to read on a phone too. */
function Facts() {
  const cells: [string, ReactElement][] = [
    ['memId', <TextField key="memId" source="memId" />],
    ['memNick', <TextField key="memNick" source="memNick" />],
    ['amount', <MoneyField key="amount" source="amount" />],
    ['bankName', <TextField key="bankName" source="bankName" />],
    ['accountNo', <TextField key="accountNo" source="accountNo" />],
    ['accountHolder', <TextField key="depositor" source="depositor" />],
    ['level', <TextField key="level" source="level" />],
    ['cash', <MoneyField key="cash" source="cash" />],
    ['rollingLeft', <MoneyField key="rollingLeft" source="rollingLeft" />],
    [
      'status',
      // (in a box: the chip keeps its own width rather than the label's column)
      <Box key="status">
        <EnumField source="status" group="cashStatus" colors={STATUS_COLORS} />
      </Box>,
    ],
    ['createdAt', <DateTimeField key="createdAt" source="createdAt" />],
    ['processedAt', <DateTimeField key="processedAt" source="processedAt" />],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
      {cells.map(([name, cell]) => (
        <Labeled key={name} label={field(name)}>
          {cell}
        </Labeled>
      ))}
    </Box>
  );
}

function Detail() {
  const record = useRecordContext<CashRequestRecord>();
  if (!record) return null;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Facts />
      <RiskCard id={record.id} status={record.status} />
    </Box>
  );
}

/** One withdrawal request with its risk card (docs/domains/cash.md#withdrawal-risk-rules). */
export function WithdrawalShow() {
  return (
    <Show actions={<Decide />}>
      <Detail />
    </Show>
  );
}
