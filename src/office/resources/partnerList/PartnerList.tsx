import { Datagrid, DateInput, SelectInput, TextInput } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { PARTNER_TIERS } from '../../../shared/enums';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { memberColumns } from '../partnerMembers/memberColumns';
import { MoneyButtons } from '../partnerMoney/MoneyButtons';
import { PointDetailsLink } from './PointDetailsLink';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput
    key="tier"
    source="tier"
    label={field('tier')}
    choices={PARTNER_TIERS.map((id) => ({ id, name: `office.tier.${id}` }))}
    alwaysOn
  />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

/**
 * §2 partner list: the lower partners of the subtree with their balances (cash and points), a row
 * opening the partner's detail; pay and recover from the row.
 */
export function PartnerList() {
  return (
    <OfficeList empty={false} filters={filters} filter={{ partnersOnly: true }} sort={{ field: 'tier', order: 'ASC' }}>
      <ScrollX>
        <Datagrid rowClick={(id) => `/partner/members/${id}/show`} bulkActionButtons={false}>
          {memberColumns()}
          <DateTimeField source="lastLoginAt" label={field('lastLoginAt')} />
          <MoneyButtons label={field('money')} />
          <PointDetailsLink label={field('point')} />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
