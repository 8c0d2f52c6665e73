import { Chip, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import type { SportsLiveMonitorRecord } from '../../../shared/api/office/sportsLive';
import { OfficeList } from '../../common/OfficeList';
import { MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { SportField, sportChoices, useNameOf } from '../../common/sportsText';
import { formatClock, showsClock } from '../../../shared/sports/live';

const text = (key: string) => `office.sportsLive.${key}`;

/** How often the monitor reads the fixtures again while it is open: a match moves by the second. */
const REFRESH_MS = 3_000;

const filters = [<SelectInput key="sport" source="sport" label={field('sport')} choices={sportChoices} alwaysOn />];

/** Period and clock, as the feed last gave them (a sport played to a score shows its period alone). */
function MatchTime(_props: { label: string }) {
  const r = useRecordContext<SportsLiveMonitorRecord>();
  const translate = useTranslate();
  if (!r) return null;
  const parts = [
    // a period the site has no words for is shown as the feed names it
    r.period ? translate(`front.sports.live.period.${r.period}`, { _: r.period }) : null,
    r.clockS === null || !showsClock(r.sport) ? null : formatClock(r.clockS),
  ].filter(Boolean);
  return <>{parts.length ? parts.join(' · ') : '-'}</>;
}

/** A bet stop in force, and how long the feed has been silent on the fixture. */
function FeedState(_props: { label: string }) {
  const r = useRecordContext<SportsLiveMonitorRecord>();
  const translate = useTranslate();
  if (!r) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {r.stopped && <Chip size="small" color="warning" label={translate(text('betStop'))} />}
      <Chip
        size="small"
        variant="outlined"
        label={r.silentS === null ? translate(text('feedNever')) : translate(text('feedSeen'), { seconds: r.silentS })}
      />
    </Stack>
  );
}

function EmptyLive() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {translate(text('empty'))}
    </Typography>
  );
}

/**
 * The live monitor (docs/domains/sportsbook.md#live-monitor): every fixture in play with its score,
 * period and clock, a bet stop, the feed's silence, its markets, and the house's risk on it (open
 * slips, stake, liability, slips still in their bet delay), read again every three seconds. A row
 * opens the fixture, where staff suspend or reopen its markets.
 */
export function LiveMonitorList() {
  const nameOf = useNameOf();
  const translate = useTranslate();
  return (
    <OfficeList
      filters={filters}
      sort={{ field: 'startsAt', order: 'ASC' }}
      empty={false}
      queryOptions={{ refetchInterval: REFRESH_MS }}
    >
      <ScrollX>
        <Datagrid bulkActionButtons={false} empty={<EmptyLive />} rowClick={(id) => `/admin/sportsFixtures/${id}/show`}>
          <SportField label={field('sport')} />
          <FunctionField
            label={field('match')}
            sortable={false}
            render={(r: SportsLiveMonitorRecord) => `${nameOf(r.home)} v ${nameOf(r.away)}`}
          />
          <FunctionField
            label={field('score')}
            sortable={false}
            render={(r: SportsLiveMonitorRecord) =>
              r.scoreHome === null || r.scoreAway === null ? '-' : `${r.scoreHome} : ${r.scoreAway}`
            }
          />
          <MatchTime label={field('matchTime')} />
          <FeedState label={field('feed')} />
          <FunctionField
            label={field('markets')}
            sortable={false}
            render={(r: SportsLiveMonitorRecord) =>
              translate(text('markets'), { open: r.marketsOpen, suspended: r.marketsSuspended })
            }
          />
          <FunctionField label={field('openSlips')} sortable={false} render={(r: SportsLiveMonitorRecord) => r.slips} />
          <MoneyField source="stake" label={field('openStake')} sortable={false} />
          <MoneyField source="liability" label={field('liability')} sortable={false} />
          <FunctionField
            label={field('pendingSlips')}
            sortable={false}
            render={(r: SportsLiveMonitorRecord) => r.pendingSlips}
          />
          <MoneyField source="pendingStake" label={field('pendingStake')} sortable={false} />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
