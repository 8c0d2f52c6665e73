import { Datagrid, DateInput, List, SelectInput, TextField, TextInput } from 'react-admin';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';

const filters = [
  <SelectInput key="kind" source="kind" label={field('kind')} choices={['pay', 'recover', 'give'].map((id) => ({ id, name: `office.transferKind.${id}` }))} alwaysOn />,
  <SelectInput key="direction" source="direction" label={field('direction')} choices={['send', 'receive'].map((id) => ({ id, name: `office.direction.${id}` }))} alwaysOn />,
  <TextInput key="memId" source="memId" label={field('memId')} />,
  <DateInput key="startDate" source="startDate" label={field('dateFrom')} />,
  <DateInput key="endDate" source="endDate" label={field('dateTo')} />,
];

/** §6 the partner's pay / recover history: what it sent to and took back from its subtree. */
export function TransferList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <EnumField source="kind" label={field('kind')} group="transferKind" />
        <EnumField source="direction" label={field('direction')} group="direction" colors={{ send: 'warning', receive: 'success' }} />
        <TextField source="fromMemId" label={field('fromMemId')} sortable={false} />
        <TextField source="toMemId" label={field('toMemId')} sortable={false} />
        <MoneyField source="amount" label={field('amount')} />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </List>
  );
}
