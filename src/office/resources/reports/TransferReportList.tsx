import { Datagrid, List, TextField } from 'react-admin';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { memberDateFilters } from './reportFilters';

/** §2 reports/cash/send: partner pay (send) and recover (receive) history. */
export function TransferReportList() {
  return (
    <List filters={memberDateFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <EnumField source="kind" label={field('kind')} group="money" colors={{ pay: 'info', recover: 'warning' }} />
        <TextField source="fromMemId" label={field('fromMemId')} sortable={false} />
        <TextField source="toMemId" label={field('toMemId')} sortable={false} />
        <MoneyField source="amount" label={field('amount')} />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </List>
  );
}
