import { DateInput, SelectInput, TextInput } from 'react-admin';
import { field } from '../../common/labels';
import { TransferReportList } from '../reports/TransferReportList';

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label={field('kind')}
    choices={['pay', 'recover', 'give'].map((id) => ({ id, name: `office.transferKind.${id}` }))}
    alwaysOn
  />,
  <SelectInput
    key="direction"
    source="direction"
    label={field('direction')}
    choices={['send', 'receive'].map((id) => ({ id, name: `office.direction.${id}` }))}
    alwaysOn
  />,
  <TextInput key="memId" source="memId" label={field('memId')} />,
  <DateInput key="startDate" source="startDate" label={field('dateFrom')} />,
  <DateInput key="endDate" source="endDate" label={field('dateTo')} />,
];

/** §6 the partner's pay / recover history: what it sent to and took back from its subtree. */
export function TransferList() {
  return <TransferReportList filters={filters} withDirection />;
}
