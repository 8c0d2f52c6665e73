import { Datagrid, DateInput, SelectInput, TextField } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { sportChoices } from '../../common/sportsText';
import { useMediaQuery, type Theme } from '@mui/material';
import { FixtureSimpleList, fixtureStateColors, LeagueField, MatchField } from '../sportsFixtures/FixtureFields';

const filters = [
  <SelectInput key="sport" source="sport" label={field('sport')} choices={sportChoices} alwaysOn />,
  <DateInput key="day" source="day" label={field('day')} alwaysOn />,
];

/**
 * The house's risk before kick-off: fixtures not yet resulted that carry open slips, largest
 * liability (what the worst pick would pay) first. A row opens the fixture's markets, where each
 * pick's liability shows.
 */
export function LiabilityList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <OfficeList filters={filters} sort={{ field: 'liability', order: 'DESC' }} empty={false}>
      {phone ? (
        <FixtureSimpleList showLiability />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={(id) => `/admin/sportsFixtures/${id}/show`}>
          <TextField source="id" label={field('id')} sortable={false} />
          <DateTimeField source="startsAt" label={field('startsAt')} />
          <LeagueField label={field('league')} sortable={false} />
          <MatchField label={field('match')} sortable={false} />
          <EnumField source="state" label={field('state')} group="sports.fixtureState" colors={fixtureStateColors} />
          <TextField source="openSlips" label={field('openSlips')} sortable={false} />
          <MoneyField source="openStake" label={field('openStake')} sortable={false} />
          <MoneyField source="liability" label={field('liability')} />
        </Datagrid>
      )}
    </OfficeList>
  );
}
