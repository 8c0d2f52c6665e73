import { BooleanInput, Datagrid, DateInput, FunctionField, TextField, TextInput, usePermissions } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import type { SettlementPaymentRecord } from '../../../shared/api/office/settlements';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';

const baseFilters = [
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} alwaysOn />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} alwaysOn />,
  <TextInput key="memId" source="memId" label={field('memId')} />,
];
const partnerFilters = [...baseFilters, <BooleanInput key="mine" source="mine" label={field('mine')} />];

/**
 * §2 settlement payment: the commission each partner was paid per site day (rolling and losing),
 * straight into its cash by the daily settlement, with the ledger transactions that paid it.
 */
export function SettlementPaymentList() {
  const { permissions } = usePermissions<OfficePermissions>();
  return (
    <OfficeList
      empty={false}
      filters={permissions?.kind === 'partner' ? partnerFilters : baseFilters}
      sort={{ field: 'day', order: 'DESC' }}
    >
      <ScrollX>
        <Datagrid bulkActionButtons={false}>
          <TextField source="day" label={field('day')} />
          <TextField source="memId" label={field('memId')} />
          <EnumField source="tier" label={field('tier')} group="tier" />
          <MoneyField source="rolling" label={field('rollingPaid')} sortable={false} />
          <MoneyField source="losing" label={field('losingPaid')} sortable={false} />
          <MoneyField source="total" label={field('total')} />
          <FunctionField
            label={field('txnId')}
            sortable={false}
            render={(r: SettlementPaymentRecord) => r.transactionIds.join(', ')}
          />
          <DateTimeField source="paidAt" label={field('paidAt')} />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
