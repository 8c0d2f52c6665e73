import { Datagrid, DateInput, SelectInput, TextField, TextInput } from 'react-admin';
import { LevelMoveKind, type LevelMoveRecord } from '../../../shared/api/office/memberLevels';
import { OfficeList } from '../../common/OfficeList';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { memberDetailPath } from '../memberDetail/memberTabs';
import { levelMoveFields, movedAtField } from './levelMoveFields';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    label={field('kind')}
    choices={LevelMoveKind.options.map((id) => ({ id, name: `office.levelMoveKind.${id}` }))}
    alwaysOn
  />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

/** Every move of a member's level (docs/domains/member-levels.md#the-history): by the rules, with their figures, or by hand. */
export function LevelMoveList() {
  return (
    <OfficeList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <ScrollX>
        <Datagrid
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => memberDetailPath('admin', (record as LevelMoveRecord).memberId)}
        >
          {movedAtField}
          <TextField source="memId" label={field('memId')} />
          {levelMoveFields}
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
