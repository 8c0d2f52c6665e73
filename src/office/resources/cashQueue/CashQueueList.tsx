import {
  Datagrid,
  DateInput,
  FilterButton,
  TopToolbar,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  useResourceContext,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { CASH_STATUS } from '../../../shared/api/cash';
import { ActionButton } from '../../common/ActionButton';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { ACTIONS_COLUMN } from '../../common/actionsColumn';
import { RowActions } from '../../common/RowActions';
import { ListCsvExportButton } from '../../grid/ListCsvExportButton';
import { RiskField } from '../withdrawals/RiskField';

const statusChoices = Object.values(CASH_STATUS).map((id) => ({ id, name: `office.cashStatus.${id}` }));
const filters = [
  <SelectInput key="status" source="status" label={field('status')} choices={statusChoices} alwaysOn />,
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <DateInput key="startDate" source="startDate" label={field('dateFrom')} />,
  <DateInput key="endDate" source="endDate" label={field('dateTo')} />,
];
const open = (r: Record<string, unknown>) => r.status === CASH_STATUS.apply || r.status === CASH_STATUS.wait;
const statusColors = { '1': 'success', '0': 'warning', '2': 'info', '-1': 'error' } as const;

/**
 * Staff queue of deposit or withdrawal requests: approve, or refuse with a memo (§3 statuses).
 * Beside each request what the cashier checks (docs/domains/cash.md#staff-queues): the member's
 * level and cash now; for a deposit the depositor's name and whether a bonus was asked for; for a
 * withdrawal the bank, account number and holder to pay into, the rolling still owed and what the
 * risk rules found (a withdrawal opens its risk card). Its export is the cash report's CSV over the
 * queue's filter.
 */
export function CashQueueList() {
  const withdrawals = useResourceContext()?.endsWith('withdrawals') ?? false;
  return (
    <OfficeList
      actions={
        <TopToolbar>
          <FilterButton />
          <ListCsvExportButton report={withdrawals ? 'withdrawals' : 'deposits'} />
        </TopToolbar>
      }
      filters={filters}
      filterDefaultValues={{ status: CASH_STATUS.apply }}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={withdrawals ? 'show' : false}>
        <TextField source="id" label={field('id')} />
        <TextField source="memId" label={field('memId')} sortable={false} />
        <TextField source="memNick" label={field('memNick')} sortable={false} />
        <NumberField source="level" label={field('level')} sortable={false} />
        <MoneyField textAlign="right" source="amount" label={field('amount')} />
        {withdrawals && <TextField source="bankName" label={field('bankName')} sortable={false} />}
        {withdrawals && <TextField source="accountNo" label={field('accountNo')} sortable={false} />}
        <TextField source="depositor" label={field(withdrawals ? 'accountHolder' : 'depositorName')} sortable={false} />
        {!withdrawals && (
          <EnumField source="bonusYn" label={field('bonus')} group="reports.yesNo" colors={{ Y: 'warning' }} />
        )}
        {!withdrawals && (
          <TextField source="bonusProgram" label={field('bonusProgram')} sortable={false} emptyText="-" />
        )}
        <MoneyField textAlign="right" source="cash" label={field('cash')} sortable={false} />
        {withdrawals && (
          <MoneyField textAlign="right" source="rollingLeft" label={field('rollingLeft')} sortable={false} />
        )}
        {withdrawals && <RiskField label={field('risk')} sortable={false} />}
        <EnumField source="status" label={field('status')} group="cashStatus" colors={statusColors} />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="processedAt" label={field('processedAt')} />
        <RowActions label={field('action')} {...ACTIONS_COLUMN}>
          <ActionButton
            action="approve"
            label="office.actions.approve"
            color="success"
            icon={<CheckIcon />}
            when={open}
          />
          <ActionButton
            action="refuse"
            label="office.actions.refuse"
            color="error"
            icon={<CloseIcon />}
            withMemo
            when={open}
          />
        </RowActions>
      </Datagrid>
    </OfficeList>
  );
}
