import { Alert } from '@mui/material';
import {
  Create,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { CorrectionRecord } from '../../../shared/api/corrections';
import { adminSiteOptions } from '../../../shared/endpoints/site';
import { field } from '../../common/labels';
import { useOfficeFormat } from '../../common/format';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { useOfficeCall } from '../../common/useOfficeCall';
import { assetChoices, directionChoices, reasonChoices } from './choices';

/** The site's four-eyes threshold, read from its options (docs/domains/corrections.md#four-eyes). */
function FourEyesHint() {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  const options = useOfficeCall(adminSiteOptions.get, {});
  const over = options.data?.correctionApprovalOver;
  if (over === undefined) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('office.corrections.fourEyesHint', { amount: money(over) })}
    </Alert>
  );
}

/** Asks for a correction: booked at once up to the threshold, else it waits for a second staff member. */
export function CorrectionCreate() {
  const onError = useApiErrorNotify();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (record: CorrectionRecord) => {
    notify(record.status === 'pending' ? 'office.corrections.pending' : 'office.corrections.booked', {
      type: 'success',
    });
    redirect('list', 'admin/corrections');
  };
  return (
    <Create mutationOptions={{ onError, onSuccess }} title="office.corrections.create">
      <SimpleForm defaultValues={{ asset: 'cash', direction: 'credit', reason: 'error' }}>
        <FourEyesHint />
        <TextInput source="memId" label={field('memId')} validate={required()} autoComplete="off" />
        <SelectInput source="asset" label={field('asset')} choices={assetChoices} validate={required()} />
        <SelectInput source="direction" label={field('direction')} choices={directionChoices} validate={required()} />
        <NumberInput source="amount" label={field('amount')} validate={[required(), minValue(1)]} step={1000} />
        <SelectInput source="reason" label={field('reason')} choices={reasonChoices} validate={required()} />
        <TextInput source="memo" label={field('memo')} validate={required()} multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
