import { Datagrid, DateInput, List, SelectInput, TextField, TextInput } from 'react-admin';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { AuditChangesField } from './AuditChangesField';

const filters = [
  <SelectInput key="actorKind" source="actorKind" label={field('actorKind')} choices={['staff', 'partner', 'member', 'system'].map((id) => ({ id, name: `office.actorKind.${id}` }))} alwaysOn />,
  <TextInput key="actorId" source="actorId" label={field('actorId')} alwaysOn />,
  <TextInput key="action" source="action" label={field('action')} />,
  <TextInput key="target" source="target" label={field('target')} />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

/** Every staff and partner action, written with the action itself, and the fields it changed. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <EnumField source="actorKind" label={field('actorKind')} group="actorKind" />
        <TextField source="actorId" label={field('actorId')} />
        <TextField source="action" label={field('action')} />
        <TextField source="target" label={field('target')} />
        <AuditChangesField label={field('changes')} />
        <TextField source="ip" label={field('ip')} />
      </Datagrid>
    </List>
  );
}
