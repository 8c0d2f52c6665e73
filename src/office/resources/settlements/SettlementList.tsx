import { Datagrid, DateInput, List, SelectInput, TextField, TextInput, TopToolbar, ExportButton, FilterButton, usePermissions } from 'react-admin';
import { SETTLEMENT_KINDS } from '../../../shared/api/office/index';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import { RunSettlementButton } from './RunSettlementButton';

const filters = [
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} alwaysOn />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} alwaysOn />,
  <SelectInput key="kind" source="kind" label={field('kind')} choices={SETTLEMENT_KINDS.map((id) => ({ id, name: `office.settlementKind.${id}` }))} />,
  <TextInput key="memId" source="memId" label={field('memId')} />,
];

function Actions() {
  const { permissions } = usePermissions<OfficePermissions>();
  return (
    <TopToolbar>
      <FilterButton />
      {permissions?.kind === 'staff' && <RunSettlementButton />}
      <ExportButton />
    </TopToolbar>
  );
}

/** Rolling and losing commission per partner per day, paid through the ledger (re-runs pay nothing twice). */
export function SettlementList() {
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'day', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="day" label={field('day')} />
        <TextField source="memId" label={field('memId')} sortable={false} />
        <EnumField source="kind" label={field('kind')} group="settlementKind" />
        <MoneyField source="base" label={field('base')} />
        <MoneyField source="amount" label={field('amount')} />
        <TextField source="txnId" label={field('txnId')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </List>
  );
}
