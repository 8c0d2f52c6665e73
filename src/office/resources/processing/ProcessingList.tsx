import { Link } from 'react-router-dom';
import { Datagrid, DateInput, FunctionField, SelectInput, TextInput } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { ProcessingRecord } from '../../../shared/api/office/audit';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { AuditChangesTable } from '../audit/AuditChangesTable';
import { AuditSentenceField } from '../audit/AuditSentenceField';
import { memberDetailPath } from '../memberDetail/memberTabs';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput
    key="actorKind"
    source="actorKind"
    label={field('actorKind')}
    choices={['staff', 'partner'].map((id) => ({ id, name: `office.actorKind.${id}` }))}
    alwaysOn
  />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

/**
 * §2 admin processing history: what staff and partners did to the members of the subtree, as the
 * audit log's sentences (staff named as staff: their login ids are not shown to partners); a row
 * opens onto what changed.
 */
export function ProcessingList() {
  return (
    <OfficeList empty={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <ScrollX>
        <Datagrid bulkActionButtons={false} expand={<AuditChangesTable />} rowClick="expand">
          <DateTimeField source="createdAt" label={field('createdAt')} />
          <FunctionField
            label={field('memId')}
            sortable={false}
            render={(r: ProcessingRecord) => (
              <Link to={memberDetailPath('partner', r.memberId)} onClick={(event) => event.stopPropagation()}>
                {r.memId}
              </Link>
            )}
          />
          <EnumField source="actorKind" label={field('actorKind')} group="actorKind" />
          <AuditSentenceField label="office.audit.sentence" />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
