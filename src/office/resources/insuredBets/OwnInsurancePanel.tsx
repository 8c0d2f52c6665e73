import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { API } from '../../../shared/endpoints';
import { useOfficeFormat } from '../../common/format';
import { QueryState } from '../../common/QueryState';
import { StatTile } from '../../common/StatTile';
import { useOfficeCall } from '../../common/useOfficeCall';
import { InsuredGroups } from '../insurance/InsuranceSettingsList';

/** A partner's own insured-bet settings above its insured-bet list, read-only (staff set them). */
export function OwnInsurancePanel() {
  const translate = useTranslate();
  const { money, bp } = useOfficeFormat();
  const { data, isPending, error } = useOfficeCall(API.partnerInsurance.me);
  return (
    <Card sx={{ mb: 1 }}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('office.insurance.mySettings')}
        </Typography>
        <QueryState isPending={isPending} error={error}>
          {data && (
            <Stack spacing={1}>
              <InsuredGroups record={data} />
              {data.enabled && data.gameGroups.length > 0 && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <StatTile label={translate('office.fields.standardAmount')} value={money(data.standardAmount)} />
                  <StatTile label={translate('office.fields.insuranceRate')} value={bp(data.rateBp)} />
                  <StatTile label={translate('office.fields.insuranceDebt')} value={money(data.debt)} />
                </Stack>
              )}
              <Typography variant="body2" color="text.secondary">
                {translate('office.insurance.readOnly')}
              </Typography>
            </Stack>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
