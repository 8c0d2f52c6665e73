import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { couponRewardChoices } from './choices';

const filters = [
  <TextInput key="q" source="q" label={field('search')} alwaysOn />,
  <SelectInput key="reward" source="reward" label={field('reward')} choices={couponRewardChoices} alwaysOn />,
];

/** Coupon kinds: what a use pays, for how long, how many were issued and used. */
export function CouponKindList() {
  return (
    <OfficeList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <TextField source="name" label={field('name')} />
        <EnumField source="reward" label={field('reward')} group="promotions.reward" />
        <MoneyField textAlign="right" source="amount" label={field('amount')} />
        <NumberField source="validDays" label={field('validDays')} sortable={false} />
        <BooleanField source="enabled" label={field('enabled')} sortable={false} />
        <NumberField source="issued" label={field('issued')} sortable={false} />
        <NumberField source="used" label={field('used')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </OfficeList>
  );
}

function CouponKindInputs() {
  return (
    <>
      <TextInput source="name" label={field('name')} validate={required()} />
      <SelectInput source="reward" label={field('reward')} choices={couponRewardChoices} validate={required()} />
      <NumberInput source="amount" label={field('amount')} min={1} validate={required()} />
      <NumberInput source="validDays" label={field('validDays')} min={1} max={3650} validate={required()} />
      <BooleanInput source="enabled" label={field('enabled')} />
    </>
  );
}

const kindData = ({ name, reward, amount, validDays, enabled }: Record<string, unknown>) => ({
  name,
  reward,
  amount,
  validDays,
  enabled,
});

export function CouponKindCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list" transform={kindData}>
      <SimpleForm defaultValues={{ reward: 'point', validDays: 30, enabled: true }}>
        <CouponKindInputs />
      </SimpleForm>
    </Create>
  );
}

/** Disabling a kind withdraws its unused coupons (members see it as withdrawn). */
export function CouponKindEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} transform={kindData}>
      <SimpleForm>
        <CouponKindInputs />
      </SimpleForm>
    </Edit>
  );
}
