import { Chip, LinearProgress, Stack } from '@mui/material';
import { Datagrid, FunctionField, SelectInput, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { SportsMarketLiabilityRecord } from '../../../shared/api/office/sportsRisk';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField, MoneyField } from '../../common/fields';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { SportField, sportChoices, useMarketName, useNameOf } from '../../common/sportsText';
import { OddsHistoryButton } from '../sportsFixtures/OddsHistoryButton';
import { marketStateColors } from '../sportsFixtures/FixtureFields';

const text = (key: string) => `office.sportsRisk.${key}`;

/** How often the monitor reads the markets again while it is open. */
const REFRESH_MS = 10_000;

const filters = [<SelectInput key="sport" source="sport" label={field('sport')} choices={sportChoices} alwaysOn />];

function useTeams() {
  const nameOf = useNameOf();
  return (r: SportsMarketLiabilityRecord) => ({ home: nameOf(r.home), away: nameOf(r.away) });
}

function MarketState(_props: { label: string }) {
  const record = useRecordContext<SportsMarketLiabilityRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip
        size="small"
        color={marketStateColors[record.state]}
        label={translate(`office.sports.marketState.${record.state}`)}
      />
      {record.capHold && <Chip size="small" variant="outlined" color="warning" label={translate(text('capHeld'))} />}
    </Stack>
  );
}

/** The liability against the cap: a bar filled to its share, red past the cap; no bar without a cap. */
function AgainstCap(_props: { label: string }) {
  const record = useRecordContext<SportsMarketLiabilityRecord>();
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  if (!record) return null;
  if (record.cap <= 0) return <>{translate(text('noCap'))}</>;
  const share = Math.floor((record.liability * 100) / record.cap);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 120 }}>
      <span>
        {money(record.cap)} · {share}%
      </span>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, share)}
        color={share > 100 ? 'error' : share >= 80 ? 'warning' : 'primary'}
        aria-label={translate(text('shareOfCap'), { share })}
      />
    </Stack>
  );
}

function History(_props: { label: string }) {
  const record = useRecordContext<SportsMarketLiabilityRecord>();
  const marketName = useMarketName();
  const teams = useTeams();
  return record ? (
    <OddsHistoryButton marketId={record.id} title={marketName(record.type, record.line)} teams={teams(record)} />
  ) : null;
}

/**
 * The liability monitor (docs/domains/sportsbook.md#liability-cap): every market of a fixture not
 * yet resulted that carries open slips, largest liability first, against the site's cap, read again
 * every ten seconds. A market the cap suspended shows it; a row opens its fixture, where staff reopen it.
 */
export function MarketLiabilityList() {
  const marketName = useMarketName();
  const teams = useTeams();
  return (
    <OfficeList
      filters={filters}
      sort={{ field: 'liability', order: 'DESC' }}
      empty={false}
      queryOptions={{ refetchInterval: REFRESH_MS }}
    >
      <Datagrid bulkActionButtons={false} rowClick={(_id, _resource, r) => `/admin/sportsFixtures/${r.fixtureId}/show`}>
        <DateTimeField source="startsAt" label={field('startsAt')} />
        <SportField label={field('sport')} />
        <FunctionField
          label={field('match')}
          sortable={false}
          render={(r: SportsMarketLiabilityRecord) => `${teams(r).home} v ${teams(r).away}`}
        />
        <FunctionField
          label={field('market')}
          sortable={false}
          render={(r: SportsMarketLiabilityRecord) => marketName(r.type, r.line)}
        />
        <MarketState label={field('state')} />
        <TextField source="slips" label={field('openSlips')} sortable={false} />
        <MoneyField source="stake" label={field('openStake')} />
        <MoneyField source="liability" label={field('liability')} />
        <AgainstCap label={field('liabilityCap')} />
        <History label={field('oddsHistory')} />
      </Datagrid>
    </OfficeList>
  );
}
