import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  NumberField,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { isDefaultRole } from '../../../shared/api/office/areas';
import type { StaffRecord, StaffRoleRecord } from '../../../shared/api/office/staff';
import { API } from '../../../shared/endpoints';
import { ActionButton } from '../../common/ActionButton';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { changedFields } from '../../common/changedFields';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { useOfficeAction } from '../../common/useOfficeAction';

/** A role's name as staff read it: the default roles in the reader's language, a site's own as named. */
export const useRoleName = () => {
  const translate = useTranslate();
  return (key: string, name: string) => (isDefaultRole(key) ? translate(`office.desk.role.${key}`) : name);
};

// `label` is read by the Datagrid for the column's header
function RoleNameField(_props: { label: string }) {
  const record = useRecordContext<StaffRecord>();
  const roleName = useRoleName();
  return record ? <span>{roleName(record.role, record.roleName)}</span> : null;
}

/** The roles of the site as choices for an account. */
function RoleInput() {
  const roleName = useRoleName();
  const { data } = useGetList<StaffRoleRecord>('admin/staffRoles', { pagination: { page: 1, perPage: 200 } });
  const choices = (data ?? []).map((r) => ({ id: r.id, name: roleName(r.id, r.name) }));
  return <SelectInput source="role" label={field('role')} choices={choices} validate={required()} />;
}

/** A new password for the account, typed by the staff member who sets it; its sessions end. */
function PasswordButton() {
  const record = useRecordContext<StaffRecord>();
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  if (!record) return null;
  const save = async () => {
    const done = await run((dp) => dp.call(API.adminStaff.password, { id: record.id, password }), {
      message: 'office.staff.passwordSet',
    });
    if (done) {
      setOpen(false);
      setPassword('');
    }
  };
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('office.staff.resetPassword')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>{translate('office.staff.resetPassword')}</DialogTitle>
        <DialogContent>
          <MuiTextField
            type="password"
            label={translate(field('password'))}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={save} disabled={busy || !password}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </span>
  );
}

/** Requires TOTP of the account, or stops requiring it. */
function TotpButton() {
  const record = useRecordContext<StaffRecord>();
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  if (!record) return null;
  const label = record.totpRequired ? 'office.staff.totpOptional' : 'office.staff.totpRequire';
  return (
    <Button
      size="small"
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        void run((dp) => dp.call(API.adminStaff.totp, { id: record.id, required: !record.totpRequired }), {
          message: 'office.actions.done',
        });
      }}
    >
      {translate(label)}
    </Button>
  );
}

/** Staff accounts of the site (docs/domains/staff.md). */
export function StaffList() {
  return (
    <OfficeList
      filters={[<TextInput key="staffId" source="staffId" label={field('staffId')} alwaysOn />]}
      sort={{ field: 'staffId', order: 'ASC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="staffId" label={field('staffId')} />
        <TextField source="name" label={field('name')} />
        <RoleNameField label={field('role')} />
        <BooleanField source="enabled" label={field('enabled')} />
        <BooleanField source="totpOn" label={field('totpOn')} />
        <BooleanField source="totpRequired" label={field('totpRequired')} />
        <NumberField source="liveSessions" label={field('liveSessions')} sortable={false} />
        <DateTimeField source="lastSignInAt" label={field('lastSignInAt')} />
        <EditButton />
        <PasswordButton />
        <TotpButton />
        <ActionButton action="endSessions" label="office.staff.endSessions" when={(r) => Number(r.liveSessions) > 0} />
      </Datagrid>
    </OfficeList>
  );
}

export function StaffCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm>
        <TextInput source="staffId" label={field('staffId')} validate={required()} />
        <TextInput source="name" label={field('name')} />
        <RoleInput />
        <PasswordInput source="password" label={field('password')} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

export function StaffEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="list"
      transform={(data, o) => changedFields(data, o?.previousData)}
    >
      <SimpleForm>
        <TextInput source="staffId" label={field('staffId')} disabled />
        <TextInput source="name" label={field('name')} />
        <RoleInput />
        <BooleanInput source="enabled" label={field('enabled')} />
      </SimpleForm>
    </Edit>
  );
}
