import {
  Create,
  NumberInput,
  RadioButtonGroupInput,
  SimpleForm,
  TextInput,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { Alert } from '@mui/material';
import { MONEY_REQUEST_KINDS } from '../../../shared/api/office/partnerMoneyRequests';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

/** §4 a partner asks the one above it for cash, or returns cash to it; nothing moves until approval. */
export function MoneyRequestCreate() {
  const onError = useApiErrorNotify();
  const translate = useTranslate();
  return (
    <Create mutationOptions={{ onError }} redirect="list" title="office.moneyRequest.new">
      <SimpleForm defaultValues={{ kind: 'request', memo: '' }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('office.moneyRequest.help')}
        </Alert>
        <RadioButtonGroupInput
          source="kind"
          label={field('kind')}
          choices={MONEY_REQUEST_KINDS.map((id) => ({ id, name: `office.moneyRequestKind.${id}` }))}
          validate={required()}
        />
        <NumberInput source="amount" label={field('amount')} min={1} validate={[required(), minValue(1)]} />
        <TextInput source="memo" label={field('memo')} multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
