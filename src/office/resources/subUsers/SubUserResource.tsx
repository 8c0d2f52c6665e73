import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  PasswordInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { changedFields } from '../../common/changedFields';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

/** A partner's sub-users of its office (docs/domains/partners.md#sub-users). */
export function SubUserList() {
  return (
    <OfficeList sort={{ field: 'loginId', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="loginId" label={field('loginId')} />
        <TextField source="name" label={field('name')} />
        <BooleanField source="readOnly" label={field('readOnly')} />
        <BooleanField source="enabled" label={field('enabled')} />
        <DateTimeField source="lastSignInAt" label={field('lastSignInAt')} />
      </Datagrid>
    </OfficeList>
  );
}

/** The id a sub-user signs in with: the partner's own, a dot, and the name typed here. */
function LoginIdHint() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('office.subUsers.idHint', { partner: identity?.id ?? '' })}
    </Typography>
  );
}

export function SubUserCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm defaultValues={{ readOnly: true }}>
        <LoginIdHint />
        <TextInput source="suffix" label={field('subUserSuffix')} validate={required()} />
        <TextInput source="name" label={field('name')} />
        <BooleanInput source="readOnly" label={field('readOnly')} />
        <PasswordInput source="password" label={field('password')} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

export function SubUserEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="list"
      transform={(data, o) =>
        changedFields(
          { name: data.name, readOnly: data.readOnly, enabled: data.enabled, password: data.password },
          o?.previousData,
        )
      }
    >
      <SimpleForm>
        <TextInput source="loginId" label={field('loginId')} disabled />
        <TextInput source="name" label={field('name')} />
        <BooleanInput source="readOnly" label={field('readOnly')} />
        <BooleanInput source="enabled" label={field('enabled')} />
        <PasswordInput source="password" label={field('newPassword')} />
      </SimpleForm>
    </Edit>
  );
}
