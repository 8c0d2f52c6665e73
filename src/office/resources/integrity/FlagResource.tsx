import {
  Datagrid,
  FunctionField,
  Labeled,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { Typography } from '@mui/material';
import { FLAG_KINDS, FLAG_STATUSES, type FlagRecord } from '../../../shared/api/integrity';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { FlagEvidenceView } from './FlagEvidenceView';
import { ReviewButtons } from './ReviewButtons';

const kindChoices = FLAG_KINDS.map((id) => ({ id, name: `office.integrity.kind.${id}` }));
const statusChoices = FLAG_STATUSES.map((id) => ({ id, name: `office.integrity.status.${id}` }));
const STATUS_COLORS = { open: 'warning', accepted: 'error', dismissed: 'default' } as const;

const memberNames = (r: FlagRecord) => r.members.map((m) => m.memId).join(', ');

/** The accounts, the kind and where its review stands: one row of a flag list (here and on the member detail). */
export function FlagColumns() {
  return [
    <TextField key="id" source="id" label={field('id')} />,
    <EnumField key="kind" source="kind" label={field('kind')} group="integrity.kind" />,
    <FunctionField key="members" label="office.integrity.accounts" render={memberNames} />,
    <EnumField key="status" source="status" label={field('status')} group="integrity.status" colors={STATUS_COLORS} />,
    <EnumField key="action" source="action" label={field('action')} group="integrity.action" />,
    <DateTimeField key="createdAt" source="createdAt" label={field('createdAt')} />,
    <DateTimeField key="reviewedAt" source="reviewedAt" label="office.integrity.reviewedAt" />,
  ];
}

/** Flags found by the integrity job, open ones first; partners see those of their subtree. */
export function FlagList() {
  return (
    <OfficeList
      filters={[
        <SelectInput key="status" source="status" label={field('status')} choices={statusChoices} alwaysOn />,
        <SelectInput key="kind" source="kind" label={field('kind')} choices={kindChoices} alwaysOn />,
      ]}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyFlags />}>
        {FlagColumns()}
      </Datagrid>
    </OfficeList>
  );
}

export function EmptyFlags() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 2 }} color="text.secondary">
      {translate('office.integrity.noFlags')}
    </Typography>
  );
}

function Evidence() {
  const record = useRecordContext<FlagRecord>();
  return record ? (
    <Labeled label="office.integrity.evidence" fullWidth>
      <FlagEvidenceView evidence={record.evidence} />
    </Labeled>
  ) : null;
}

/** Staff review from here; a partner reads. */
function Review() {
  const resource = useResourceContext();
  const translate = useTranslate();
  const record = useRecordContext<FlagRecord>();
  if (!record || record.status !== 'open') return null;
  if (resource !== 'admin/integrity')
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('office.integrity.partnerReadOnly')}
      </Typography>
    );
  return <ReviewButtons />;
}

export function FlagShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <EnumField source="kind" label={field('kind')} group="integrity.kind" />
        <FunctionField label="office.integrity.accounts" render={memberNames} />
        <EnumField source="status" label={field('status')} group="integrity.status" colors={STATUS_COLORS} />
        <Evidence />
        <EnumField source="action" label={field('action')} group="integrity.action" />
        <TextField source="memo" label={field('memo')} emptyText="-" />
        <TextField source="reviewedBy" label="office.integrity.reviewedBy" emptyText="-" />
        <DateTimeField source="reviewedAt" label="office.integrity.reviewedAt" />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="updatedAt" label={field('updatedAt')} />
        <Review />
      </SimpleShowLayout>
    </Show>
  );
}
