import { Alert } from '@mui/material';
import {
  Create,
  Datagrid,
  DeleteButton,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useListContext,
  useTranslate,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

/** Whether the list is on: empty accepts staff from any address. */
function AllowlistState() {
  const translate = useTranslate();
  const { total } = useListContext();
  return (
    <Alert severity={total ? 'warning' : 'info'} sx={{ mb: 1 }}>
      {translate(total ? 'office.staff.allowlistOn' : 'office.staff.allowlistOff')}
    </Alert>
  );
}

/** The office IP allowlist of the site (docs/domains/staff.md#office-ip-allowlist). */
export function OfficeIpList() {
  return (
    <OfficeList sort={{ field: 'id', order: 'ASC' }}>
      <AllowlistState />
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<></>}>
        <TextField source="id" label={field('ip')} />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </OfficeList>
  );
}

export function OfficeIpCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm>
        <TextInput source="ip" label={field('ip')} validate={required()} helperText="office.staff.ipHelp" />
        <TextInput source="memo" label={field('memo')} />
      </SimpleForm>
    </Create>
  );
}
