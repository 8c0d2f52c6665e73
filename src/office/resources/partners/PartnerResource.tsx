import {
  Datagrid,
  Edit,
  NumberField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { PartnerRecord } from '../../../shared/api/office/index';
import { PARTNER_TIERS } from '../../../shared/enums';
import { DateTimeField, EnumField, MoneyField, YesNoField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { changedFields } from '../../common/changedFields';
import { RateInputs } from '../partnerMembers/RateInputs';
import { RateTable } from '../partnerMembers/RateTable';
import { PartnerTree } from './PartnerTree';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput
    key="tier"
    source="tier"
    label={field('tier')}
    choices={PARTNER_TIERS.map((id) => ({ id, name: `office.tier.${id}` }))}
    alwaysOn
  />,
];

/** Staff view of every partner with its subtree size, and the tree beside it. */
export function PartnerList() {
  return (
    <OfficeList filters={filters} aside={<PartnerTree />} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="memId" label={field('memId')} />
        <TextField source="memNick" label={field('memNick')} />
        <EnumField source="tier" label={field('tier')} group="tier" />
        <TextField source="parentMemId" label={field('parentMemId')} sortable={false} />
        <YesNoField source="recommendYn" label={field('recommendYn')} sortable={false} />
        <NumberField source="childCount" label={field('childCount')} sortable={false} />
        <NumberField source="subtreeCount" label={field('subtreeCount')} sortable={false} />
        <MoneyField textAlign="right" source="cash" label={field('cash')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </OfficeList>
  );
}

function CurrentRates() {
  const record = useRecordContext<PartnerRecord>();
  return record ? <RateTable rates={record.rates} /> : null;
}

/** Staff change a partner's recommendYn (§2: N sends it out of the office) and rates (G010 both ways). */
export function PartnerEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(data, o) =>
        changedFields({ recommendYn: data.recommendYn, rates: data.rates, memo: data.memo }, o?.previousData)
      }
    >
      <SimpleForm>
        <TextInput source="memId" label={field('memId')} disabled />
        <SelectInput
          source="recommendYn"
          label={field('recommendYn')}
          choices={[
            { id: 'Y', name: 'Y' },
            { id: 'N', name: 'N' },
          ]}
        />
        <CurrentRates />
        <RateInputs />
        <TextInput source="memo" label={field('memo')} multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}
