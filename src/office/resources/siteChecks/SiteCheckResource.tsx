import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  ReferenceField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { findGame } from '../../../shared/minigame/games';
import { minigameName } from '../../../shared/labels/minigame';
import { SITE_CHECK_TYPES } from '../../../shared/api/office/index';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

const typeChoices = SITE_CHECK_TYPES.map((id) => ({ id, name: `office.checkType.${id}` }));
const toIso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);

/** §3 site check info: site maintenance (INSPECT to every member) and per-game checks. */
export function SiteCheckList() {
  return (
    <OfficeList
      filters={[
        <SelectInput key="checkType" source="checkType" label={field('checkType')} choices={typeChoices} alwaysOn />,
      ]}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <EnumField source="checkType" label={field('checkType')} group="checkType" />
        <CheckedGameField label={field('gameCode')} />
        <BooleanField source="checking" label={field('checking')} />
        <BooleanField source="active" label={field('active')} />
        <BooleanField source="emergency" label={field('emergency')} />
        <DateTimeField source="startAt" label={field('startAt')} />
        <DateTimeField source="endAt" label={field('endAt')} />
      </Datagrid>
    </OfficeList>
  );
}

/** The game a check closes in words: a vendor (`slot:234`) by its name, a minigame as its play page names it. */
function CheckedGameField(_props: { label: string }) {
  const record = useRecordContext<{ gameCode: string | null }>();
  const translate = useTranslate();
  const code = record?.gameCode;
  if (!code) return <>-</>;
  if (findGame(code)) return <>{minigameName(translate, code)}</>;
  if (!/^[a-z]+:\d+$/.test(code)) return <>{code}</>;
  return (
    <ReferenceField source="gameCode" reference="admin/vendors" link={false} emptyText={code}>
      <TextField source="name" />
    </ReferenceField>
  );
}

function SiteCheckForm() {
  return (
    <SimpleForm>
      <SelectInput source="checkType" label={field('checkType')} choices={typeChoices} />
      <TextInput source="gameCode" label={field('gameCode')} />
      <BooleanInput source="checking" label={field('checking')} />
      <BooleanInput source="emergency" label={field('emergency')} />
      <DateTimeInput source="startAt" label={field('startAt')} parse={toIso} />
      <DateTimeInput source="endAt" label={field('endAt')} parse={toIso} />
    </SimpleForm>
  );
}

export function SiteCheckCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SiteCheckForm />
    </Create>
  );
}

export function SiteCheckEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={({ id: _id, active: _active, ...data }: Record<string, unknown>) => data}
    >
      <SiteCheckForm />
    </Edit>
  );
}
