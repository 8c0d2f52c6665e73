import {
  BooleanField,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  FunctionField,
  NumberField,
  SimpleForm,
  TextInput,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { StaffRoleRecord } from '../../../shared/api/office/staff';
import { OfficeList } from '../../common/OfficeList';
import { field } from '../../common/labels';
import { changedFields } from '../../common/changedFields';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { PairsInput } from './PairsInput';
import { useRoleName } from './StaffResource';

// `label`, when given, is read by the Datagrid for the column's header
function RoleName(_props: { label?: string }) {
  const record = useRecordContext<StaffRoleRecord>();
  const roleName = useRoleName();
  return record ? <span>{roleName(record.id, record.name)}</span> : null;
}

/** Roles of the site over (area, action) pairs; the four default roles first, fixed. */
export function StaffRoleList() {
  const translate = useTranslate();
  return (
    <OfficeList sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={(_id, _res, record) => (record.isDefault ? 'show' : 'edit')}>
        <RoleName label={field('name')} />
        <BooleanField source="isDefault" label={field('isDefault')} sortable={false} />
        <NumberField source="holders" label={field('holders')} sortable={false} />
        <FunctionField
          label={field('pairs')}
          sortable={false}
          render={(r: StaffRoleRecord) => translate('office.staff.pairCount', { count: r.pairs.length })}
        />
        <FunctionField
          label=""
          render={(r: StaffRoleRecord) =>
            r.isDefault || r.holders > 0 ? null : <DeleteButton mutationMode="pessimistic" />
          }
        />
      </Datagrid>
    </OfficeList>
  );
}

export function StaffRoleCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm>
        <TextInput source="key" label={field('roleKey')} validate={required()} helperText="office.staff.roleKeyHelp" />
        <TextInput source="name" label={field('name')} validate={required()} />
        <PairsInput source="pairs" />
      </SimpleForm>
    </Create>
  );
}

export function StaffRoleEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="list"
      transform={(data, o) => changedFields({ name: data.name, pairs: data.pairs }, o?.previousData)}
    >
      <SimpleForm>
        <TextInput source="id" label={field('roleKey')} disabled />
        <TextInput source="name" label={field('name')} validate={required()} />
        <PairsInput source="pairs" />
      </SimpleForm>
    </Edit>
  );
}

/** A default role read only: its pairs shown, nothing to save. */
export function StaffRoleShow() {
  return (
    <Edit actions={false} mutationMode="pessimistic">
      <SimpleForm toolbar={false}>
        <RoleName />
        <PairsInput source="pairs" disabled />
      </SimpleForm>
    </Edit>
  );
}
