import { Datagrid, SelectInput, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import CloseIcon from '@mui/icons-material/Close';
import { useMediaQuery, type Theme } from '@mui/material';
import { BANK_NOTICE_STATUSES, type BankNoticeRecord } from '../../../shared/api/bankNotices';
import { ActionButton } from '../../common/ActionButton';
import { OfficeList } from '../../common/OfficeList';
import { ACTIONS_COLUMN } from '../../common/actionsColumn';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { RowActions } from '../../common/RowActions';
import { CandidateMatches } from './CandidateMatches';
import { HookSecretButton } from './HookSecretButton';
import { StatementUpload } from './StatementUpload';

const statusChoices = BANK_NOTICE_STATUSES.map((id) => ({ id, name: `office.bankNoticeStatus.${id}` }));
const filters = [<SelectInput key="status" source="status" label={field('status')} choices={statusChoices} alwaysOn />];
const statusColors = { matched: 'success', waiting: 'warning', dismissed: 'default' } as const;
const waiting = (r: Record<string, unknown>) => r.status === 'waiting';

/** Why a waiting notice waits, or the request a matched one paid. */
function OutcomeField(_: { label?: string }) {
  const record = useRecordContext<BankNoticeRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.status === 'waiting' && record.reason) return <>{translate(`office.bankNoticeReason.${record.reason}`)}</>;
  if (record.cashRequestId) return <>#{record.cashRequestId}</>;
  return <>-</>;
}

/**
 * Deposit matching (docs/domains/cash.md#deposit-matching): every notice from the bank, the ones
 * the matcher could not place waiting with their candidate requests to match by hand or dismiss;
 * statements are uploaded from here.
 */
export function BankNoticeList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <OfficeList
      filters={filters}
      filterDefaultValues={{ status: 'waiting' }}
      sort={{ field: 'id', order: 'DESC' }}
      actions={
        <TopToolbar>
          <StatementUpload />
          <HookSecretButton />
        </TopToolbar>
      }
    >
      <Datagrid
        bulkActionButtons={false}
        // On a phone the candidates open under their notice (a tap on the row's arrow), not off to the side.
        expand={phone ? <CandidateMatches stacked /> : undefined}
        isRowExpandable={(r: BankNoticeRecord) => r.status === 'waiting'}
      >
        <TextField source="id" label={field('id')} />
        <TextField source="depositor" label={field('depositorName')} sortable={false} />
        <MoneyField textAlign="right" source="amount" label={field('amount')} />
        <EnumField source="status" label={field('status')} group="bankNoticeStatus" colors={statusColors} />
        <OutcomeField label={field('result')} />
        {!phone && <CandidateMatches label={field('candidates')} />}
        <DateTimeField source="paidAt" label={field('noticePaidAt')} />
        <EnumField source="source" label={field('noticeSource')} group="bankNoticeSource" />
        <TextField source="bankRef" label={field('bankRef')} sortable={false} />
        <TextField source="decidedBy" label={field('decidedBy')} sortable={false} emptyText="-" />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <RowActions label={field('action')} {...ACTIONS_COLUMN}>
          <ActionButton
            action="dismiss"
            label="office.bankNotices.dismiss"
            color="error"
            icon={<CloseIcon />}
            withMemo
            when={waiting}
          />
        </RowActions>
      </Datagrid>
    </OfficeList>
  );
}
