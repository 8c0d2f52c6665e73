import { Datagrid, DateInput, TextField, TextInput, useTranslate } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { Typography } from '@mui/material';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { ActionButton } from '../../common/ActionButton';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

/** §2 sign-up approval: the subtree's members waiting since sign-up (§4), approved or refused one by one. */
export function SignupList() {
  return (
    <OfficeList filters={filters} sort={{ field: 'createdAt', order: 'ASC' }} empty={false}>
      <ScrollX>
        <Datagrid bulkActionButtons={false} empty={<EmptySignups />}>
          <TextField source="memId" label={field('memId')} />
          <TextField source="memNick" label={field('memNick')} />
          <TextField source="name" label={field('name')} sortable={false} />
          <TextField source="phone" label={field('phone')} sortable={false} />
          <TextField source="parentMemId" label={field('parentMemId')} sortable={false} />
          <DateTimeField source="createdAt" label={field('createdAt')} />
          <ActionButton action="approve" label="office.actions.approve" color="success" icon={<HowToRegIcon />} />
          <ActionButton action="refuse" label="office.actions.refuse" color="error" icon={<PersonOffIcon />} />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}

function EmptySignups() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {translate('office.signups.empty')}
    </Typography>
  );
}
