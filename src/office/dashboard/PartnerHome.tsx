import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { API } from '../../shared/endpoints';
import { useOfficeFormat } from '../common/format';
import { useOfficeCall } from '../common/useOfficeCall';
import { QueryState } from '../common/QueryState';
import { StatTile } from '../common/StatTile';
import { RateTable } from '../resources/partnerMembers/RateTable';
import { PendingQueues } from '../desk/PendingQueues';

/** §2 partner home and my page > rate info: what waits for the partner, balances, subtree size and own rates. */
export function PartnerHome() {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  const { data, isPending, error } = useOfficeCall(API.partnerMe.get);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('office.partner.home')} />
      <QueryState isPending={isPending} error={error}>
        {data && (
          <Stack spacing={2}>
            <Typography variant="h6">
              {data.memNick} ({data.memId}) · {translate(`office.tier.${data.tier}`)}
            </Typography>
            <PendingQueues />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <StatTile label={translate('office.fields.cash')} value={money(data.cash)} />
              <StatTile label={translate('office.fields.point')} value={money(data.point)} />
              <StatTile label={translate('office.fields.lowerMembers')} value={data.lowerMembers} />
              <StatTile label={translate('office.fields.lowerPartners')} value={data.lowerPartners} />
            </Stack>
            <Card>
              <CardContent>
                <Typography variant="subtitle1" gutterBottom>
                  {translate('office.partner.rates')}
                </Typography>
                <RateTable rates={data.rates} />
              </CardContent>
            </Card>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
