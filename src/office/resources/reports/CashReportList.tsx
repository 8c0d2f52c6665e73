import { Datagrid, List, TextField } from 'react-admin';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { memberDateFilters } from './reportFilters';

const statusColors = { '1': 'success', '0': 'warning', '2': 'info', '-1': 'error' } as const;

/** Deposit or withdrawal report (the resource name says which, partner or staff scope). */
export function CashReportList() {
  return (
    <List filters={memberDateFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <TextField source="memId" label={field('memId')} sortable={false} />
        <TextField source="memNick" label={field('memNick')} sortable={false} />
        <MoneyField source="amount" label={field('amount')} />
        <TextField source="bonusYn" label={field('bonus')} sortable={false} />
        <TextField source="depositorName" label={field('depositorName')} sortable={false} />
        <EnumField source="status" label={field('status')} group="cashStatus" colors={statusColors} />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="processedAt" label={field('processedAt')} sortable={false} />
      </Datagrid>
    </List>
  );
}
