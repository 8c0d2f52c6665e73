import { Datagrid, List, TextField, NumberField } from 'react-admin';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { memberFilters } from './memberFilters';
import { MoneyButtons } from '../partnerMoney/MoneyButtons';

const statusColors = { normal: 'success', wait: 'warning', stop: 'error', black: 'error', deleted: 'default' } as const;

/** §2 partner lower/list: the caller's subtree only (the server scopes it), paged, sorted, exportable. */
export function LowerMemberList() {
  return (
    <List filters={memberFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="memId" label={field('memId')} />
        <TextField source="memNick" label={field('memNick')} />
        <EnumField source="tier" label={field('tier')} group="tier" />
        <EnumField source="status" label={field('status')} group="memberStatus" colors={statusColors} />
        <NumberField source="level" label={field('level')} />
        <TextField source="parentMemId" label={field('parentMemId')} sortable={false} />
        <MoneyField source="cash" label={field('cash')} sortable={false} />
        <MoneyField source="point" label={field('point')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="lastLoginAt" label={field('lastLoginAt')} />
        <MoneyButtons label={field('money')} />
      </Datagrid>
    </List>
  );
}
