import { Datagrid, List, TextField } from 'react-admin';
import { DateTimeField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { memberDateFilters } from './reportFilters';

/** Point accruals and conversions of the subtree (partner) or the site (staff). */
export function PointReportList() {
  return (
    <List filters={memberDateFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <TextField source="memId" label={field('memId')} sortable={false} />
        <TextField source="kind" label={field('kind')} sortable={false} />
        <MoneyField source="amount" label={field('amount')} />
        <MoneyField source="balanceAfter" label={field('balanceAfter')} sortable={false} />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </List>
  );
}
