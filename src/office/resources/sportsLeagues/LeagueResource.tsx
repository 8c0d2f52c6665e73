import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { sportNameKey } from '../../../shared/sports/sports';
import type { SportsLeagueRecord } from '../../../shared/api/office/index';
import { changedFields } from '../../common/changedFields';
import { field } from '../../common/labels';
import { NamesInputs } from '../../common/NamesInputs';
import { SportField, sportChoices, useNameOf } from '../../common/sportsText';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const filters = [
  <SelectInput key="sport" source="sport" label={field('sport')} choices={sportChoices} alwaysOn />,
  <TextInput key="q" source="q" label={field('name')} alwaysOn />,
];

/** Leagues of every sport, named in the office language; hidden ones stay off the member board. */
export function LeagueList() {
  const nameOf = useNameOf();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <OfficeList filters={filters} sort={{ field: 'ord', order: 'ASC' }}>
      {phone ? (
        <SimpleList<SportsLeagueRecord>
          linkType="edit"
          primaryText={(r) => nameOf(r.names)}
          secondaryText={(r) => [translate(sportNameKey(r.sport)), r.country].filter(Boolean).join(' · ')}
          tertiaryText={(r) => `${translate('office.fields.fixtures')} ${r.fixtures}`}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" label={field('id')} />
          <SportField label={field('sport')} />
          <FunctionField<SportsLeagueRecord> label={field('name')} render={(r) => nameOf(r.names)} />
          <TextField source="country" label={field('country')} />
          <TextField source="ord" label={field('ord')} />
          <BooleanField source="enabled" label={field('enabled')} />
          <TextField source="fixtures" label={field('fixtures')} sortable={false} />
        </Datagrid>
      )}
    </OfficeList>
  );
}

function LeagueInputs() {
  return (
    <>
      <NamesInputs />
      <TextInput source="country" label={field('country')} />
      <NumberInput source="ord" label={field('ord')} min={0} />
      <BooleanInput source="enabled" label={field('enabled')} />
    </>
  );
}

export function LeagueCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm defaultValues={{ enabled: true, ord: 0, country: '' }}>
        <SelectInput source="sport" label={field('sport')} choices={sportChoices} validate={required()} />
        <LeagueInputs />
      </SimpleForm>
    </Create>
  );
}

export function LeagueEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(d: Record<string, unknown>, o) =>
        changedFields({ names: d.names, country: d.country, ord: d.ord, enabled: d.enabled }, o?.previousData)
      }
    >
      <SimpleForm>
        <SelectInput source="sport" label={field('sport')} choices={sportChoices} disabled />
        <LeagueInputs />
      </SimpleForm>
    </Edit>
  );
}
