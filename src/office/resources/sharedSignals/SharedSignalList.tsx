import {
  Datagrid,
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  useResourceContext,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { Chip, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { SHARED_SIGNAL_KINDS, type SharedSignalRecord } from '../../../shared/api/office/sharedSignals';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { memberDetailPath, scopeOfResource } from '../memberDetail/memberTabs';

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label={field('signalKind')}
    choices={SHARED_SIGNAL_KINDS.map((id) => ({ id, name: `office.signalKind.${id}` }))}
    alwaysOn
  />,
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
];

/** The accounts of one shared value, each opening its member detail. */
function Accounts({ record }: { record: SharedSignalRecord }) {
  const scope = scopeOfResource(useResourceContext());
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.members.map((m) => (
        <Chip
          key={m.id}
          size="small"
          clickable
          component={Link}
          to={memberDetailPath(scope, m.id)}
          label={`${m.memId} (${m.memNick})`}
        />
      ))}
    </Stack>
  );
}

/** §2 multiple IP: accounts of the subtree signing in from one IP or device, or paid out to one account. */
export function SharedSignalList() {
  return (
    <OfficeList empty={false} filters={filters} sort={{ field: 'lastSeen', order: 'DESC' }}>
      <ScrollX>
        <Datagrid bulkActionButtons={false}>
          <EnumField source="kind" label={field('signalKind')} group="signalKind" />
          <TextField source="value" label={field('value')} sortable={false} />
          <NumberField source="accounts" label={field('accounts')} />
          <FunctionField label={field('members')} render={(r: SharedSignalRecord) => <Accounts record={r} />} />
          <DateTimeField source="lastSeen" label={field('lastSeen')} />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
