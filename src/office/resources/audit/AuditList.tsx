import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateInput, SelectInput, TextField, TextInput } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { AuditChangesTable } from './AuditChangesTable';
import { AuditSentenceField } from './AuditSentenceField';

const filters = [
  <SelectInput
    key="actorKind"
    source="actorKind"
    label={field('actorKind')}
    choices={['staff', 'partner', 'member', 'system'].map((id) => ({ id, name: `office.actorKind.${id}` }))}
    alwaysOn
  />,
  <TextInput key="actorId" source="actorId" label={field('actorId')} alwaysOn />,
  <TextInput key="target" source="target" label={field('target')} />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

/**
 * Every staff and partner action as a sentence; a row opens onto the fields it changed, before and
 * after. On a phone the row is its time and sentence (which names the actor), so it fits the screen.
 */
export function AuditList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <OfficeList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} expand={<AuditChangesTable />} rowClick="expand">
        <DateTimeField source="createdAt" label={field('createdAt')} />
        {!phone && <EnumField source="actorKind" label={field('actorKind')} group="actorKind" />}
        <AuditSentenceField label="office.audit.sentence" />
        {!phone && <TextField source="ip" label={field('ip')} sortable={false} />}
      </Datagrid>
    </OfficeList>
  );
}
