// Still react-admin's exporter (keys as headers) until a members report exports through the server
// (docs/domains/reports.md#csv): a partner's lower-member export is used and must not go meanwhile.
// eslint-disable-next-line no-restricted-imports
import { Datagrid, List } from 'react-admin';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { memberFilters } from './memberFilters';
import { memberColumns } from './memberColumns';
import { MoneyButtons } from '../partnerMoney/MoneyButtons';
import { ACTIONS_COLUMN } from '../../common/actionsColumn';
import { RowActions } from '../../common/RowActions';

/** §2 partner lower/list: the caller's subtree only (the server scopes it), paged, sorted, exportable. */
export function LowerMemberList() {
  return (
    <List filters={memberFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {memberColumns()}
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="lastLoginAt" label={field('lastLoginAt')} />
        <RowActions label={field('money')} {...ACTIONS_COLUMN}>
          <MoneyButtons />
        </RowActions>
      </Datagrid>
    </List>
  );
}
