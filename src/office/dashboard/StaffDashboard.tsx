import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { officeDashboard } from '../../shared/endpoints/office';
import { useOfficeFormat } from '../common/format';
import { useOfficeCall } from '../common/useOfficeCall';
import { QueryState } from '../common/QueryState';
import { StatTile } from '../common/StatTile';
import { PendingQueues } from '../desk/PendingQueues';
import { LazyMoneyChart } from './LazyMoneyChart';

/**
 * The staff dashboard (docs/domains/reports.md#the-dashboard): what waits for the caller, today's
 * deposits, withdrawals, bets, wins, new and online members, 7-day chart.
 */
export function StaffDashboard() {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  const { data, isPending, error } = useOfficeCall(officeDashboard);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('office.dashboard.title')} />
      <QueryState isPending={isPending} error={error}>
        {data && (
          <Stack spacing={2}>
            <PendingQueues />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <StatTile
                label={translate('office.fields.deposits')}
                value={money(data.today.deposits)}
                color="#2e7d32"
              />
              <StatTile
                label={translate('office.fields.withdrawals')}
                value={money(data.today.withdrawals)}
                color="#c62828"
              />
              <StatTile label={translate('office.fields.bets')} value={money(data.today.bets)} />
              <StatTile label={translate('office.fields.wins')} value={money(data.today.wins)} />
              <StatTile label={translate('office.fields.newMembers')} value={data.today.newMembers} />
              <StatTile label={translate('office.fields.onlineMembers')} value={data.today.onlineMembers} />
            </Stack>
            <Card>
              <CardContent>
                <Typography variant="subtitle1" gutterBottom>
                  {translate('office.dashboard.week')}
                </Typography>
                <LazyMoneyChart rows={data.series} xKey="day" height={320} />
              </CardContent>
            </Card>
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
