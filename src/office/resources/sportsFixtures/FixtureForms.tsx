import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DateTimeInput,
  Edit,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { SportsFixtureCreate, SportsLeagueRecord, SportsTeamRecord } from '../../../shared/api/office/index';
import { ODDS_SCALE } from '../../../shared/bets/slip';
import { SPORTS, type SportKey } from '../../../shared/sports/sports';
import { marketNameKey, pickNameKey } from '../../../shared/sports/markets';
import { changedFields } from '../../common/changedFields';
import { field } from '../../common/labels';
import { sportChoices, useNameOf } from '../../common/sportsText';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const x100 = (value: unknown): number => Math.round(Number(value) * ODDS_SCALE);
const given = (value: unknown) => value !== null && value !== undefined && value !== '';
const iso = (value: unknown) => new Date(value as string).toISOString();

/** A league or team of the sport chosen above, named in the office language. */
function CatalogueInput({
  source,
  reference,
  label,
  sport,
}: {
  source: string;
  reference: 'admin/sportsLeagues' | 'admin/sportsTeams';
  label: string;
  sport: SportKey | undefined;
}) {
  const nameOf = useNameOf();
  return (
    <ReferenceInput source={source} reference={reference} filter={sport ? { sport } : {}} perPage={50}>
      <AutocompleteInput
        label={label}
        optionText={(r: SportsLeagueRecord | SportsTeamRecord) => nameOf(r.names)}
        filterToQuery={(q: string) => ({ q })}
        validate={required()}
        disabled={!sport}
        fullWidth
      />
    </ReferenceInput>
  );
}

const oddsProps = { min: 1.01, max: 1000, step: 0.01 };

function CreateInputs() {
  const translate = useTranslate();
  const sport = useWatch({ name: 'sport' }) as SportKey | undefined;
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, width: '100%' };
  return (
    <>
      <SelectInput source="sport" label={field('sport')} choices={sportChoices} validate={required()} />
      <CatalogueInput source="leagueId" reference="admin/sportsLeagues" label={field('league')} sport={sport} />
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CatalogueInput source="homeTeamId" reference="admin/sportsTeams" label={field('homeTeam')} sport={sport} />
        <CatalogueInput source="awayTeamId" reference="admin/sportsTeams" label={field('awayTeam')} sport={sport} />
      </Box>
      <DateTimeInput source="startsAt" label={field('startsAt')} validate={required()} />
      <Typography variant="subtitle2">{translate('office.sports.winnerMarket')}</Typography>
      <Box sx={grid}>
        <NumberInput source="winner.home" label={pickNameKey('home')} validate={required()} {...oddsProps} />
        {sport && SPORTS[sport].draw && (
          <NumberInput source="winner.draw" label={pickNameKey('draw')} validate={required()} {...oddsProps} />
        )}
        <NumberInput source="winner.away" label={pickNameKey('away')} validate={required()} {...oddsProps} />
      </Box>
      <Typography variant="subtitle2">{translate(marketNameKey('handicap'))}</Typography>
      <Box sx={grid}>
        <NumberInput source="handicap.line" label={field('line')} step={0.25} helperText="office.sports.handicapHint" />
        <NumberInput source="handicap.home" label={pickNameKey('home')} {...oddsProps} />
        <NumberInput source="handicap.away" label={pickNameKey('away')} {...oddsProps} />
      </Box>
      <Typography variant="subtitle2">{translate(marketNameKey('total'))}</Typography>
      <Box sx={grid}>
        <NumberInput source="total.line" label={field('line')} min={0} step={0.25} />
        <NumberInput source="total.over" label={pickNameKey('over')} {...oddsProps} />
        <NumberInput source="total.under" label={pickNameKey('under')} {...oddsProps} />
      </Box>
    </>
  );
}

type Decimal<T> = { [K in keyof T]?: number | null };
interface CreateForm {
  sport: SportKey;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  startsAt: string;
  winner: Decimal<SportsFixtureCreate['winner']>;
  handicap?: Decimal<NonNullable<SportsFixtureCreate['handicap']>>;
  total?: Decimal<NonNullable<SportsFixtureCreate['total']>>;
}

/** The form's decimals as the wire's × 100; a handicap or total line left empty adds no market. */
function toCreateBody(d: CreateForm): SportsFixtureCreate {
  const w = d.winner;
  const h = d.handicap;
  const t = d.total;
  return {
    sport: d.sport,
    leagueId: d.leagueId,
    homeTeamId: d.homeTeamId,
    awayTeamId: d.awayTeamId,
    startsAt: iso(d.startsAt),
    winner: { home: x100(w.home), away: x100(w.away), ...(SPORTS[d.sport].draw && { draw: x100(w.draw) }) },
    ...(h && given(h.line) && { handicap: { line: x100(h.line), home: x100(h.home), away: x100(h.away) } }),
    ...(t && given(t.line) && { total: { line: x100(t.line), over: x100(t.over), under: x100(t.under) } }),
  };
}

/** A fixture staff add by hand, open for betting with the odds typed here. */
export function FixtureCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="show" transform={(d: CreateForm) => toCreateBody(d)}>
      <SimpleForm>
        <CreateInputs />
      </SimpleForm>
    </Create>
  );
}

function EditInputs() {
  const sport = useWatch({ name: 'sport' }) as SportKey | undefined;
  const followFeed = useWatch({ name: 'followFeed' }) as boolean | undefined;
  const record = useRecordContext<{ staffHeld?: boolean }>();
  return (
    <>
      <DateTimeInput source="startsAt" label={field('startsAt')} validate={required()} disabled={!!followFeed} />
      <CatalogueInput source="leagueId" reference="admin/sportsLeagues" label={field('league')} sport={sport} />
      {/* a kick-off or league staff set is kept against the feed until lifted here */}
      {record?.staffHeld && <BooleanInput source="followFeed" label={field('followFeed')} />}
    </>
  );
}

/** A new kick-off or league for a fixture not yet started (kept against the feed), or the feed's own again. */
export function FixtureEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      redirect="show"
      transform={(d: Record<string, unknown>, o) => {
        if (d.followFeed) return { followFeed: true };
        const changed = changedFields({ startsAt: d.startsAt, leagueId: d.leagueId }, o?.previousData);
        return changed.startsAt ? { ...changed, startsAt: iso(changed.startsAt) } : changed;
      }}
    >
      <SimpleForm>
        <EditInputs />
      </SimpleForm>
    </Edit>
  );
}
