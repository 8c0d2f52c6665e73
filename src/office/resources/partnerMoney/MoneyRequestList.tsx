import {
  CreateButton,
  Datagrid,
  DateInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useResourceContext,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import PauseIcon from '@mui/icons-material/Pause';
import UndoIcon from '@mui/icons-material/Undo';
import { MONEY_REQUEST_KINDS, MONEY_REQUEST_STATUS } from '../../../shared/api/office/partnerMoneyRequests';
import { ActionButton } from '../../common/ActionButton';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';

const choices = (ids: readonly string[], group: string) => ids.map((id) => ({ id, name: `office.${group}.${id}` }));
const statusColors = {
  request: 'warning',
  wait: 'info',
  complete: 'success',
  cancel: 'default',
  refuse: 'error',
} as const;

const commonFilters = [
  <SelectInput
    key="status"
    source="status"
    label={field('status')}
    choices={choices(MONEY_REQUEST_STATUS, 'moneyRequestStatus')}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    label={field('kind')}
    choices={choices(MONEY_REQUEST_KINDS, 'moneyRequestKind')}
    alwaysOn
  />,
  <TextInput key="memId" source="memId" label={field('requesterMemId')} />,
  <DateInput key="startDate" source="startDate" label={field('dateFrom')} />,
  <DateInput key="endDate" source="endDate" label={field('dateTo')} />,
];
const partnerFilters = [
  <SelectInput
    key="box"
    source="box"
    label={field('box')}
    choices={choices(['mine', 'toMe'], 'moneyRequestBox')}
    alwaysOn
  />,
  ...commonFilters,
];

const canDecide = (r: Record<string, unknown>) => r.canDecide === true;
const canCancel = (r: Record<string, unknown>) => r.canCancel === true;
const notWaiting = (r: Record<string, unknown>) => r.canDecide === true && r.status !== 'wait';

/**
 * §4 partner money requests. A partner sees the requests it made (and may cancel them while
 * open) and those of its direct children (and decides them); staff see the head office's queue.
 * The server says which buttons apply to the caller (canDecide, canCancel).
 */
export function MoneyRequestList() {
  const partner = useResourceContext()?.startsWith('partner/') ?? false;
  return (
    <OfficeList
      filters={partner ? partnerFilters : commonFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        partner ? (
          <TopToolbar>
            <CreateButton label="office.moneyRequest.new" />
          </TopToolbar>
        ) : (
          false
        )
      }
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
        <TextField source="id" label={field('id')} />
        <TextField source="requesterMemId" label={field('requesterMemId')} sortable={false} />
        <MoneyField source="amount" label={field('amount')} />
        <EnumField source="status" label={field('status')} group="moneyRequestStatus" colors={statusColors} />
        {/* the decision sits beside what it decides, so a phone reaches it without scrolling the whole row */}
        <ActionButton
          action="approve"
          label="office.actions.approve"
          color="success"
          icon={<CheckIcon />}
          when={canDecide}
        />
        <ActionButton
          action="refuse"
          label="office.actions.refuse"
          color="error"
          icon={<CloseIcon />}
          withMemo
          when={canDecide}
        />
        <ActionButton
          action="wait"
          label="office.actions.wait"
          color="inherit"
          icon={<PauseIcon />}
          when={notWaiting}
        />
        <ActionButton
          action="cancel"
          label="office.actions.cancelRequest"
          color="warning"
          icon={<UndoIcon />}
          when={canCancel}
        />
        <EnumField source="kind" label={field('kind')} group="moneyRequestKind" />
        <TextField source="requesterNick" label={field('memNick')} sortable={false} />
        <EnumField source="requesterTier" label={field('tier')} group="tier" />
        <TextField source="memo" label={field('memo')} sortable={false} />
        <TextField source="replyMemo" label={field('replyMemo')} sortable={false} />
        <TextField source="decidedBy" label={field('decidedBy')} sortable={false} emptyText="-" />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="decidedAt" label={field('decidedAt')} />
      </Datagrid>
    </OfficeList>
  );
}
