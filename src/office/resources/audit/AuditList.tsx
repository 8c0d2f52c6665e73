import { Datagrid, DateInput, FunctionField, List, SelectInput, TextField, TextInput } from 'react-admin';
import type { AuditRecord } from '../../../shared/api/office/index';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';

const filters = [
  <SelectInput key="actorKind" source="actorKind" label={field('actorKind')} choices={['staff', 'partner', 'member', 'system'].map((id) => ({ id, name: `office.actorKind.${id}` }))} alwaysOn />,
  <TextInput key="actorId" source="actorId" label={field('actorId')} alwaysOn />,
  <TextInput key="action" source="action" label={field('action')} />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

/** Every staff and partner action, written with the action itself. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <EnumField source="actorKind" label={field('actorKind')} group="actorKind" />
        <TextField source="actorId" label={field('actorId')} />
        <TextField source="action" label={field('action')} />
        <TextField source="target" label={field('target')} />
        <FunctionField label={field('detail')} render={(r: AuditRecord) => <code style={{ fontSize: 12 }}>{JSON.stringify(r.detail)}</code>} />
        <TextField source="ip" label={field('ip')} />
      </Datagrid>
    </List>
  );
}
