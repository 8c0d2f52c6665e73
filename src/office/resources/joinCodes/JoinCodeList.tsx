import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  Link,
  TextField,
  TextInput,
  TopToolbar,
  useCreatePath,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { joinLinkOf } from '../../../shared/api/joinLinks';
import type { JoinCodeRecord } from '../../../shared/api/office/joinCodes';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { linkOrigin } from './JoinLinkPanel';
import { useIsStaffScreen } from './useJoinCodeScope';

const filters = [
  <TextInput key="code" source="code" label={field('joinCode')} alwaysOn />,
  <TextInput key="partnerMemId" source="partnerMemId" label={field('partnerMemId')} />,
];

/** No code yet: what a code is for, and the way to make the first. */
function EmptyCodes() {
  const translate = useTranslate();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary" gutterBottom>
        {translate('office.joinCodes.empty')}
      </Typography>
      <Button
        component={Link}
        to={createPath({ resource, type: 'create' })}
        variant="contained"
        startIcon={<AddIcon />}
      >
        {translate('ra.action.create')}
      </Button>
    </Box>
  );
}

/** Sign-up codes of the caller's subtree (staff: the site's), each with its link; a row opens it. */
export function JoinCodeList() {
  const staff = useIsStaffScreen();
  return (
    <OfficeList
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      empty={<EmptyCodes />}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <ScrollX>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="code" label={field('joinCode')} />
          <TextField source="partnerMemId" label={field('partnerMemId')} />
          <TextField source="label" label={field('label')} sortable={false} emptyText="-" />
          <FunctionField<JoinCodeRecord>
            label={field('link')}
            sortable={false}
            render={(r) => joinLinkOf(linkOrigin(r), r.code)}
          />
          {staff && <TextField source="domain" label={field('domain')} sortable={false} emptyText="-" />}
          <BooleanField source="enabled" label={field('enabled')} sortable={false} />
          <TextField source="signups" label={field('signups')} />
          <DateTimeField source="createdAt" label={field('createdAt')} />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
