import {
  Create,
  Datagrid,
  Edit,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { GAME_GROUPS, type GameGroup } from '../../../shared/constants';
import type { LevelRecord } from '../../../shared/api/office/levels';
import { OfficeList } from '../../common/OfficeList';
import { MoneyField, RateField } from '../../common/fields';
import { PercentInput } from '../../common/PercentInput';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { changedFields } from '../../common/changedFields';
import { useOfficeFormat } from '../../common/format';

const compLabel = (group: GameGroup) => field(`comp_${group}`);

/** A level's comp rate of one game group (docs/domains/points.md#comp). */
function CompField({ group }: { group: GameGroup; label: string; sortable: false }) {
  const record = useRecordContext<LevelRecord>();
  const { bp } = useOfficeFormat();
  return <span style={{ whiteSpace: 'nowrap' }}>{record ? bp(record.compBp[group]) : ''}</span>;
}

/** §5 per-level bet limits (min, max, win), deposit point percents, comp per game group and the automatic withdrawal limit. */
export function LevelList() {
  return (
    <OfficeList sort={{ field: 'level', order: 'ASC' }} pagination={false} perPage={100}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="level" label={field('level')} />
        <TextField source="name" label={field('name')} />
        <MoneyField textAlign="right" source="betMin" label={field('betMin')} />
        <MoneyField textAlign="right" source="betMax" label={field('betMax')} />
        <MoneyField textAlign="right" source="winMax" label={field('winMax')} />
        <RateField source="pointBp" label={field('pointBp')} />
        <RateField source="pointBonusBp" label={field('pointBonusBp')} />
        {GAME_GROUPS.map((g) => (
          <CompField key={g} group={g} label={compLabel(g)} sortable={false} />
        ))}
        <MoneyField textAlign="right" source="autoWithdrawMax" label={field('autoWithdrawMax')} />
        <NumberField source="members" label={field('members')} sortable={false} />
      </Datagrid>
    </OfficeList>
  );
}

function LevelInputs() {
  return (
    <>
      <TextInput source="name" label={field('name')} validate={required()} />
      <NumberInput source="betMin" label={field('betMin')} min={0} validate={required()} />
      <NumberInput source="betMax" label={field('betMax')} min={0} validate={required()} />
      <NumberInput source="winMax" label={field('winMax')} min={0} validate={required()} />
      <PercentInput source="pointBp" label={field('pointBp')} validate={required()} />
      <PercentInput source="pointBonusBp" label={field('pointBonusBp')} validate={required()} />
      {/* Comp: points on settled stakes, a rate per game group (docs/domains/points.md#comp). */}
      {GAME_GROUPS.map((g) => (
        <PercentInput key={g} source={`compBp.${g}`} label={compLabel(g)} validate={required()} />
      ))}
      {/* The largest withdrawal the risk rules approve by themselves; 0: none (docs/domains/cash.md#withdrawal-risk-rules). */}
      <NumberInput
        source="autoWithdrawMax"
        label={field('autoWithdrawMax')}
        helperText="office.withdrawalRisk.autoWithdrawMaxHelp"
        min={0}
        step={10_000}
        defaultValue={0}
      />
    </>
  );
}

export function LevelEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(data, o) => changedFields(data, o?.previousData)}
    >
      <SimpleForm>
        <NumberInput source="level" label={field('level')} disabled />
        <LevelInputs />
      </SimpleForm>
    </Edit>
  );
}

export function LevelCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <SimpleForm>
        <NumberInput source="level" label={field('level')} min={1} max={100} validate={required()} />
        <LevelInputs />
      </SimpleForm>
    </Create>
  );
}
