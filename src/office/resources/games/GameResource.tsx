import {
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  ImageField,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { GameRecord } from '../../../shared/api/games';
import { changedFields } from '../../common/changedFields';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { GameTypeField } from '../../common/fields';
import { vfield } from '../vendors/labels';
import { percentText } from '../../../shared/labels/numbers';

const filters = [
  <ReferenceInput
    key="vendorId"
    source="vendorId"
    reference="admin/vendors"
    alwaysOn
    perPage={200}
    sort={{ field: 'ord', order: 'ASC' }}
  >
    <SelectInput label={vfield('vendor')} optionText="name" />
  </ReferenceInput>,
  <TextInput key="q" source="q" label={vfield('search')} alwaysOn />,
  <BooleanInput key="enabled" source="enabled" label={vfield('enabled')} />,
];

const rtp = (r: GameRecord) => (r.rtpBp === null ? '-' : percentText(r.rtpBp));

/**
 * Vendor games (docs/domains/vendors.md#the-catalogue): what members see in a vendor's game list
 * (names, thumbnail, order, on/off).
 */
export function GameList() {
  return (
    <OfficeList filters={filters} sort={{ field: 'ord', order: 'ASC' }} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ImageField
          source="thumbnail"
          label={vfield('thumbnail')}
          sortable={false}
          sx={{ '& img': { maxHeight: 40, maxWidth: 40, objectFit: 'cover' } }}
        />
        <FunctionField
          label={vfield('vendor')}
          render={(r: GameRecord) => (
            <ReferenceField
              record={{ id: r.id, vendorId: `${r.groupCode}:${r.procId}` }}
              source="vendorId"
              reference="admin/vendors"
              link="edit"
            >
              <TextField source="name" />
            </ReferenceField>
          )}
        />
        <TextField source="code" label={vfield('code')} />
        <TextField source="nameKor" label={vfield('nameKor')} />
        <TextField source="nameEng" label={vfield('nameEng')} />
        <GameTypeField source="type" label={vfield('type')} />
        <FunctionField label={vfield('rtp')} render={rtp} />
        <NumberField source="ord" label={vfield('ord')} />
        <BooleanField source="enabled" label={vfield('enabled')} />
      </Datagrid>
    </OfficeList>
  );
}

export function GameEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(data, options) =>
        changedFields(
          {
            nameKor: data.nameKor,
            nameEng: data.nameEng,
            thumbnail: data.thumbnail,
            ord: data.ord,
            enabled: data.enabled,
          },
          options?.previousData,
        )
      }
    >
      <SimpleForm>
        <TextInput source="id" label={vfield('id')} disabled />
        <TextInput source="nameKor" label={vfield('nameKor')} validate={required()} />
        <TextInput source="nameEng" label={vfield('nameEng')} validate={required()} />
        <TextInput source="thumbnail" label={vfield('thumbnail')} fullWidth />
        <ImageField
          source="thumbnail"
          label={false}
          sx={{ '& img': { maxHeight: 96, maxWidth: 96, objectFit: 'cover' } }}
        />
        <NumberInput source="ord" label={vfield('ord')} min={0} max={100_000} />
        <BooleanInput source="enabled" label={vfield('enabled')} />
      </SimpleForm>
    </Edit>
  );
}
