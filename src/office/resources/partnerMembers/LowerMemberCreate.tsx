import {
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  FormDataConsumer,
  required,
  regex,
  useRedirect,
} from 'react-admin';
import { Divider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { API } from '../../../shared/endpoints';
import { MEM_ID_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN, WITHDRAW_PASSWORD_PATTERN } from '../../../shared/api/member';
import { Tier } from '../../../shared/enums';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { RateInputs, emptyRates } from './RateInputs';
import { useOfficeCall } from '../../common/useOfficeCall';

/** §2 partner lower/create: a member or a partner of a lower tier, directly under the caller. */
export function LowerMemberCreate() {
  const translate = useTranslate();
  const notifyError = useApiErrorNotify();
  const redirect = useRedirect();
  const { data: me } = useOfficeCall(API.partnerMe.get);
  const tiers = (me?.creatableTiers ?? [Tier.Normal]).map((id) => ({ id, name: `office.tier.${id}` }));

  return (
    <Create
      mutationOptions={{ onError: notifyError, onSuccess: () => redirect('list', 'partner/members') }}
      transform={(data: Record<string, unknown>) => (data.tier === Tier.Normal ? { ...data, rates: undefined } : data)}
    >
      <SimpleForm defaultValues={{ tier: Tier.Normal, rates: emptyRates() }}>
        <TextInput source="memId" label={field('memId')} validate={[required(), regex(MEM_ID_PATTERN, 'api.U101')]} />
        <TextInput source="memNick" label={field('memNick')} validate={required()} />
        <TextInput source="name" label={field('name')} validate={required()} />
        <TextInput source="phone" label={field('phone')} validate={[required(), regex(PHONE_PATTERN, 'api.U106')]} />
        <PasswordInput
          source="password"
          label={field('password')}
          validate={[required(), regex(PASSWORD_PATTERN, 'api.U102')]}
        />
        <PasswordInput
          source="withdrawPassword"
          label={field('withdrawPassword')}
          validate={regex(WITHDRAW_PASSWORD_PATTERN, 'api.U103')}
        />
        <SelectInput source="tier" label={field('tier')} choices={tiers} validate={required()} />
        <TextInput source="bankName" label={field('bankName')} />
        <TextInput source="accountNo" label={field('accountNo')} />
        <TextInput source="accountHolder" label={field('accountHolder')} />
        <FormDataConsumer<{ tier: string }>>
          {({ formData }) =>
            formData.tier !== Tier.Normal && (
              <>
                <Divider sx={{ my: 2, width: '100%' }} />
                <Typography variant="subtitle1" gutterBottom>
                  {translate('office.partner.rates')}
                </Typography>
                <RateInputs />
              </>
            )
          }
        </FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
