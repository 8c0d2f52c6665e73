import { Form, SaveButton, useRecordContext, useTranslate } from 'react-admin';
import { Box, Divider, Typography } from '@mui/material';
import type { LowerMemberRecord, RateInput } from '../../../shared/api/office/index';
import { API } from '../../../shared/endpoints';
import { Tier } from '../../../shared/enums';
import { useOfficeAction } from '../../common/useOfficeAction';
import { RateInputs } from './RateInputs';
import { RateTable } from './RateTable';

/** A lower partner's rates per product group and their change (G010 against parent and children, G013 once a day). */
export function PartnerRates() {
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
    <Box sx={{ width: '100%', p: 1, boxSizing: 'border-box' }}>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" gutterBottom>
        {translate('office.partner.rates')}
      </Typography>
      <RateTable rates={record.rates} />
      <Form
        record={{
          rates: record.rates.map(({ gameGroup, rollingBp, losingBp }) => ({ gameGroup, rollingBp, losingBp })),
        }}
        onSubmit={save}
      >
        <Box sx={{ mt: 2 }}>
          <RateInputs />
          <SaveButton disabled={saving} sx={{ mt: 1 }} />
        </Box>
      </Form>
    </Box>
  );
}
