import { Datagrid, DateInput, SelectInput, TextField, TextInput, TopToolbar, FilterButton } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { couponStateChoices } from './choices';
import { IssueCouponButton } from './IssueCouponButton';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput key="state" source="state" label={field('state')} choices={couponStateChoices} alwaysOn />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];
const stateColors = { unused: 'success', used: 'default', expired: 'warning' } as const;

/** Issued coupons with their holder and state, and the issuing dialog. */
export function IssuedCouponList() {
  return (
    <OfficeList
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <IssueCouponButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <TextField source="kindName" label={field('kindName')} sortable={false} />
        <EnumField source="reward" label={field('reward')} group="promotions.reward" />
        <MoneyField textAlign="right" source="amount" label={field('amount')} sortable={false} />
        <TextField source="memId" label={field('memId')} />
        <TextField source="memNick" label={field('memNick')} sortable={false} />
        <EnumField source="state" label={field('state')} group="promotions.state" colors={stateColors} />
        <TextField source="giftedFrom" label={field('giftedFrom')} sortable={false} />
        <DateTimeField source="expiresAt" label={field('expiresAt')} />
        <DateTimeField source="usedAt" label={field('usedAt')} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </OfficeList>
  );
}
