import {
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { changedFields } from '../../common/changedFields';

/** §3 common codes: banks, inquiry types, board categories, game groups. */
export function CodeList() {
  return (
    <OfficeList
      filters={[<TextInput key="groupCode" source="groupCode" label={field('groupCode')} alwaysOn />]}
      sort={{ field: 'groupCode', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="groupCode" label={field('groupCode')} />
        <TextField source="code" label={field('code')} />
        <TextField source="codeName" label={field('codeName')} />
        <TextField source="groupNameEn" label={field('groupNameEn')} />
        <NumberField source="ord" label={field('ord')} />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </OfficeList>
  );
}

export function CodeEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(data, o) => changedFields(data, o?.previousData)}
    >
      <SimpleForm>
        <TextInput source="groupCode" label={field('groupCode')} disabled />
        <TextInput source="code" label={field('code')} disabled />
        <TextInput source="codeName" label={field('codeName')} validate={required()} />
        <TextInput source="groupNameEn" label={field('groupNameEn')} />
        <NumberInput source="ord" label={field('ord')} />
      </SimpleForm>
    </Edit>
  );
}

export function CodeCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm>
        <TextInput source="groupCode" label={field('groupCode')} validate={required()} />
        <TextInput source="code" label={field('code')} validate={required()} />
        <TextInput source="codeName" label={field('codeName')} validate={required()} />
        <TextInput source="groupNameEn" label={field('groupNameEn')} />
        <NumberInput source="ord" label={field('ord')} defaultValue={0} />
      </SimpleForm>
    </Create>
  );
}
