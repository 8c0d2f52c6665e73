import {
  AutocompleteInput,
  CreateButton,
  Datagrid,
  DateInput,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListFilterContext,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { SportsLeagueRecord } from '../../../shared/api/office/index';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { fixtureStateChoices, sportChoices, useNameOf } from '../../common/sportsText';
import { useMediaQuery, type Theme } from '@mui/material';
import { FixtureSimpleList, fixtureStateColors, LeagueField, MatchField, ScoreField } from './FixtureFields';

/** The league filter lists the chosen sport's leagues, named in the office language. */
function LeagueFilter(_props: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListFilterContext();
  const nameOf = useNameOf();
  return (
    <ReferenceInput
      source="leagueId"
      reference="admin/sportsLeagues"
      filter={filterValues.sport ? { sport: filterValues.sport } : {}}
      perPage={100}
      sort={{ field: 'ord', order: 'ASC' }}
    >
      <AutocompleteInput
        label={field('league')}
        optionText={(l: SportsLeagueRecord) => nameOf(l.names)}
        sx={{ minWidth: 220 }}
      />
    </ReferenceInput>
  );
}

const filters = [
  <SelectInput key="sport" source="sport" label={field('sport')} choices={sportChoices} alwaysOn />,
  <LeagueFilter key="leagueId" source="leagueId" alwaysOn />,
  <DateInput key="day" source="day" label={field('day')} alwaysOn />,
  <SelectInput key="state" source="state" label={field('state')} choices={fixtureStateChoices} alwaysOn />,
];

/** Fixtures by kick-off with their result, open slips and liability; a row opens its markets and result entry. */
export function FixtureList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <OfficeList
      filters={filters}
      sort={{ field: 'startsAt', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {phone ? (
        <FixtureSimpleList />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="id" label={field('id')} />
          <DateTimeField source="startsAt" label={field('startsAt')} />
          <LeagueField label={field('league')} sortable={false} />
          <MatchField label={field('match')} sortable={false} />
          <EnumField source="state" label={field('state')} group="sports.fixtureState" colors={fixtureStateColors} />
          <ScoreField label={field('score')} sortable={false} />
          <TextField source="openSlips" label={field('openSlips')} sortable={false} />
          <MoneyField source="openStake" label={field('openStake')} sortable={false} />
          <MoneyField source="liability" label={field('liability')} sortable={false} />
        </Datagrid>
      )}
    </OfficeList>
  );
}
