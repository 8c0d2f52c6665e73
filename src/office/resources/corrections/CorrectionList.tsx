import { CreateButton, Datagrid, SelectInput, TextField, TextInput, TopToolbar, useGetIdentity } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { ActionButton } from '../../common/ActionButton';
import { OfficeList } from '../../common/OfficeList';
import { ACTIONS_COLUMN } from '../../common/actionsColumn';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { RowActions } from '../../common/RowActions';
import { statusChoices } from './choices';

const filters = [
  <SelectInput key="status" source="status" label={field('status')} choices={statusChoices} alwaysOn />,
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
];
const statusColors = { pending: 'warning', done: 'success', rejected: 'default' } as const;
const directionColors = { credit: 'info', debit: 'error' } as const;
const pending = (r: Record<string, unknown>) => r.status === 'pending';

/**
 * Staff balance corrections (docs/domains/corrections.md): what was asked, by whom, and the second
 * staff member's decision. The approve button is not offered on one's own request (the server
 * refuses it too, C402).
 */
export function CorrectionList() {
  const { identity } = useGetIdentity();
  const approvable = (r: Record<string, unknown>) => pending(r) && r.requestedBy !== identity?.id;
  return (
    <OfficeList
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton label="office.corrections.create" />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <TextField source="memId" label={field('memId')} sortable={false} />
        <EnumField source="direction" label={field('direction')} group="correctionDirection" colors={directionColors} />
        <MoneyField textAlign="right" source="amount" label={field('amount')} />
        <EnumField source="status" label={field('status')} group="correctionStatus" colors={statusColors} />
        <EnumField source="asset" label={field('asset')} group="promotions.asset" />
        <EnumField source="reason" label={field('reason')} group="correctionReason" />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <TextField source="requestedBy" label={field('requestedBy')} sortable={false} />
        <TextField source="decidedBy" label={field('decidedBy')} sortable={false} emptyText="-" />
        <TextField source="decideMemo" label={field('decideMemo')} sortable={false} />
        <TextField source="memNick" label={field('memNick')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="decidedAt" label={field('decidedAt')} />
        <RowActions label={field('action')} {...ACTIONS_COLUMN}>
          <ActionButton
            action="approve"
            label="office.actions.approve"
            color="success"
            icon={<CheckIcon />}
            when={approvable}
          />
          <ActionButton
            action="reject"
            label="office.corrections.reject"
            color="error"
            icon={<CloseIcon />}
            withMemo
            when={pending}
          />
        </RowActions>
      </Datagrid>
    </OfficeList>
  );
}
