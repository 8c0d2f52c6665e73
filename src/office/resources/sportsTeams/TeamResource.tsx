import { useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
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
import type { SportsTeamRecord } from '../../../shared/api/office/index';
import { field } from '../../common/labels';
import { NamesInputs } from '../../common/NamesInputs';
import { SportField, sportChoices, useNameOf } from '../../common/sportsText';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const filters = [
  <SelectInput key="sport" source="sport" label={field('sport')} choices={sportChoices} alwaysOn />,
  <TextInput key="q" source="q" label={field('name')} alwaysOn />,
];

/** Teams (and players of one-on-one sports) of every sport, named in the office language. */
export function TeamList() {
  const nameOf = useNameOf();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <OfficeList filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      {phone ? (
        <SimpleList<SportsTeamRecord>
          linkType="edit"
          primaryText={(r) => nameOf(r.names)}
          secondaryText={(r) => translate(sportNameKey(r.sport))}
          tertiaryText={(r) => `${translate('office.fields.fixtures')} ${r.fixtures}`}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" label={field('id')} />
          <SportField label={field('sport')} />
          <FunctionField<SportsTeamRecord> label={field('name')} render={(r) => nameOf(r.names)} />
          <TextField source="fixtures" label={field('fixtures')} sortable={false} />
        </Datagrid>
      )}
    </OfficeList>
  );
}

export function TeamCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm>
        <SelectInput source="sport" label={field('sport')} choices={sportChoices} validate={required()} />
        <NamesInputs />
      </SimpleForm>
    </Create>
  );
}

export function TeamEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(d: Record<string, unknown>) => ({ names: d.names })}
    >
      <SimpleForm>
        <SelectInput source="sport" label={field('sport')} choices={sportChoices} disabled />
        <NamesInputs />
      </SimpleForm>
    </Edit>
  );
}
