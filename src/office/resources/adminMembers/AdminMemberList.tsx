// Still react-admin's exporter (keys as headers) until a members report exports through the server
// (docs/domains/reports.md#csv): a partner's lower-member export is used and must not go meanwhile.
// eslint-disable-next-line no-restricted-imports
import { BooleanField, Datagrid, List, TextInput, BooleanInput } from 'react-admin';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import LogoutIcon from '@mui/icons-material/Logout';
import { MemberStatus } from '../../../shared/enums';
import { ActionButton } from '../../common/ActionButton';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { memberFilters } from '../partnerMembers/memberFilters';
import { memberColumns } from '../partnerMembers/memberColumns';
import { ACTIONS_COLUMN } from '../../common/actionsColumn';
import { RowActions } from '../../common/RowActions';

const filters = [
  ...memberFilters,
  <TextInput key="partnerMemId" source="partnerMemId" label={field('partnerMemId')} />,
  <TextInput key="phone" source="phone" label={field('phone')} />,
  <BooleanInput key="locked" source="locked" label={field('locked')} />,
];

/** Staff member list: every member of the site; sign-ups waiting are approved from here. */
export function AdminMemberList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        {memberColumns()}
        <BooleanField source="online" label={field('online')} sortable={false} />
        <BooleanField source="locked" label={field('locked')} sortable={false} />
        <BooleanField source="pinLocked" label={field('pinLocked')} sortable={false} />
        <BooleanField source="gateLocked" label={field('gateLocked')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <RowActions label={field('action')} {...ACTIONS_COLUMN}>
          <ActionButton
            action="approve"
            label="office.actions.approve"
            color="success"
            icon={<HowToRegIcon />}
            when={(r) => r.status === MemberStatus.Waiting}
          />
          <ActionButton
            action="refuse"
            label="office.actions.refuse"
            color="error"
            icon={<PersonOffIcon />}
            when={(r) => r.status === MemberStatus.Waiting}
          />
          {/* forced logout: every session and the game sessions they launched (docs/domains/staff.md#forced-member-logout) */}
          <ActionButton
            action="logout"
            label="office.actions.forceLogout"
            color="warning"
            icon={<LogoutIcon />}
            when={(r) => r.online === true}
          />
        </RowActions>
      </Datagrid>
    </List>
  );
}
