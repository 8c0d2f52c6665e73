import { BooleanField, Datagrid, List, NumberField, TextField, TextInput, BooleanInput } from 'react-admin';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { MemberStatus } from '../../../shared/enums';
import { ActionButton } from '../../common/ActionButton';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { memberFilters } from '../partnerMembers/memberFilters';

const filters = [
  ...memberFilters,
  <TextInput key="partnerMemId" source="partnerMemId" label={field('partnerMemId')} />,
  <TextInput key="phone" source="phone" label={field('phone')} />,
  <BooleanInput key="locked" source="locked" label={field('locked')} />,
];
const statusColors = { normal: 'success', wait: 'warning', stop: 'error', black: 'error', deleted: 'default' } as const;

/** Staff member list: every member of the site; sign-ups waiting are approved from here. */
export function AdminMemberList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="memId" label={field('memId')} />
        <TextField source="memNick" label={field('memNick')} />
        <EnumField source="tier" label={field('tier')} group="tier" />
        <EnumField source="status" label={field('status')} group="memberStatus" colors={statusColors} />
        <NumberField source="level" label={field('level')} />
        <TextField source="parentMemId" label={field('parentMemId')} sortable={false} />
        <MoneyField source="cash" label={field('cash')} sortable={false} />
        <MoneyField source="point" label={field('point')} sortable={false} />
        <BooleanField source="online" label={field('online')} sortable={false} />
        <BooleanField source="locked" label={field('locked')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <ActionButton action="approve" label="office.actions.approve" color="success" icon={<HowToRegIcon />} when={(r) => r.status === MemberStatus.Waiting} />
      </Datagrid>
    </List>
  );
}
