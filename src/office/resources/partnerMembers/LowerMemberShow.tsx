import { Show, SimpleShowLayout, TextField, NumberField, useRecordContext, useTranslate, Form, SaveButton } from 'react-admin';
import { Box, Divider, Typography } from '@mui/material';
import type { LowerMemberRecord, RateInput } from '../../../shared/api/office/index';
import { API } from '../../../shared/endpoints';
import { Tier } from '../../../shared/enums';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { useOfficeAction } from '../../common/useOfficeAction';
import { RateInputs } from './RateInputs';
import { RateTable } from './RateTable';
import { MemberSafetyPanels } from '../memberSafety/MemberSafetyPanels';

/** One lower member: identity, balances, for a partner its rates (editable once a day); its limits, exclusions and flags read-only. */
export function LowerMemberShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="memId" label={field('memId')} />
        <TextField source="memNick" label={field('memNick')} />
        <TextField source="name" label={field('name')} />
        <TextField source="phone" label={field('phone')} />
        <EnumField source="tier" label={field('tier')} group="tier" />
        <EnumField source="status" label={field('status')} group="memberStatus" />
        <NumberField source="level" label={field('level')} />
        <TextField source="parentMemId" label={field('parentMemId')} />
        <MoneyField source="cash" label={field('cash')} />
        <MoneyField source="point" label={field('point')} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="lastLoginAt" label={field('lastLoginAt')} />
        <PartnerRates />
      </SimpleShowLayout>
      <MemberSafetyPanels scope="partner" />
    </Show>
  );
}

function PartnerRates() {
  const record = useRecordContext<LowerMemberRecord>();
  const translate = useTranslate();
  const { run, busy: saving } = useOfficeAction();
  if (!record || record.tier === Tier.Normal) return null;

  const save = (values: Record<string, unknown>) =>
    run((dp) => dp.call(API.partnerRates.update, { memberId: record.id, rates: values.rates as RateInput[] }), {
      message: 'ra.notification.updated',
      args: { smart_count: 1 },
    });

  return (
    <Box sx={{ width: '100%' }}>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" gutterBottom>
        {translate('office.partner.rates')}
      </Typography>
      <RateTable rates={record.rates} />
      <Form record={{ rates: record.rates.map(({ gameGroup, rollingBp, losingBp }) => ({ gameGroup, rollingBp, losingBp })) }} onSubmit={save}>
        <Box sx={{ mt: 2 }}>
          <RateInputs />
          <SaveButton disabled={saving} sx={{ mt: 1 }} />
        </Box>
      </Form>
    </Box>
  );
}
