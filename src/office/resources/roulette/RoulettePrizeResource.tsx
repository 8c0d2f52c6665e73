import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  NumberField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  CreateButton,
  required,
  useRecordContext,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { useOfficeFormat } from '../../common/format';
import { rouletteRewardChoices } from '../coupons/choices';
import { GrantSpinsButton } from './GrantSpinsButton';

/** A slot's chance (basis points of the enabled weights) as a percent. */
function ChanceField(_: { label?: string }) {
  const record = useRecordContext<{ chanceBp: number }>();
  const { bp } = useOfficeFormat();
  return <span>{bp(record?.chanceBp)}</span>;
}

/** The wheel in order: each slot's prize, weight and resulting chance; spins given by staff. */
export function RoulettePrizeList() {
  return (
    <OfficeList
      pagination={false}
      perPage={100}
      sort={{ field: 'ord', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
          <GrantSpinsButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="ord" label={field('ord')} sortable={false} />
        <TextField source="label" label={field('label')} sortable={false} />
        <EnumField source="reward" label={field('reward')} group="promotions.reward" />
        <MoneyField textAlign="right" source="amount" label={field('amount')} sortable={false} />
        <NumberField source="weight" label={field('weight')} sortable={false} />
        <ChanceField label={field('chance')} />
        <BooleanField source="enabled" label={field('enabled')} sortable={false} />
        <DateTimeField source="updatedAt" label={field('updatedAt')} sortable={false} />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </OfficeList>
  );
}

function PrizeInputs() {
  return (
    <>
      <TextInput source="label" label={field('label')} />
      <SelectInput source="reward" label={field('reward')} choices={rouletteRewardChoices} validate={required()} />
      <NumberInput source="amount" label={field('amount')} min={0} validate={required()} />
      <NumberInput source="weight" label={field('weight')} min={1} validate={required()} />
      <NumberInput source="ord" label={field('ord')} min={0} />
      <BooleanInput source="enabled" label={field('enabled')} />
    </>
  );
}

const prizeData = ({ label, reward, amount, weight, ord, enabled }: Record<string, unknown>) => ({
  label: label ?? '',
  reward,
  amount,
  weight,
  ord,
  enabled,
});

export function RoulettePrizeCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list" transform={prizeData}>
      <SimpleForm defaultValues={{ reward: 'point', amount: 1_000, weight: 100, ord: 0, enabled: true }}>
        <PrizeInputs />
      </SimpleForm>
    </Create>
  );
}

/** A change applies to spins from now on; each past spin keeps the table it was drawn from. */
export function RoulettePrizeEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} transform={prizeData}>
      <SimpleForm>
        <PrizeInputs />
      </SimpleForm>
    </Edit>
  );
}
