import { Create, Datagrid, DeleteButton, SelectInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { BLOCK_KINDS } from '../../../shared/api/office/index';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const kindChoices = BLOCK_KINDS.map((id) => ({ id, name: `office.blockKind.${id}` }));

/** §6 blocked IP, phone, account and member id lists, checked at sign-up and login. */
export function BlockList() {
  return (
    <OfficeList
      filters={[
        <SelectInput key="kind" source="kind" label={field('kind')} choices={kindChoices} alwaysOn />,
        <TextInput key="value" source="value" label={field('value')} alwaysOn />,
      ]}
    >
      <Datagrid bulkActionButtons={false}>
        <EnumField source="kind" label={field('kind')} group="blockKind" />
        <TextField source="value" label={field('value')} />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </OfficeList>
  );
}

export function BlockCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm>
        <SelectInput source="kind" label={field('kind')} choices={kindChoices} validate={required()} />
        <TextInput source="value" label={field('value')} validate={required()} />
        <TextInput source="memo" label={field('memo')} />
      </SimpleForm>
    </Create>
  );
}
