import { Box, Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  type Identifier,
  NumberInput,
  SimpleForm,
  TextInput,
  maxValue,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { GAME_GROUPS } from '../../../shared/constants';
import type { InsuranceSettingsInput, InsuranceSettingsRecord } from '../../../shared/api/office/insurance';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { useOfficeFormat } from '../../common/format';
import { InsuranceExample } from './InsuranceExample';
import { SaveOnlyToolbar } from '../../common/SaveOnlyToolbar';

/** The wire carries basis points; staff type a percentage (50 -> 5000 bp). */
const toPercent = (bp: number | null | undefined) => (bp == null ? '' : bp / 100);
const toBp = (percent: string | number | null) =>
  percent === '' || percent == null ? null : Math.round(Number(percent) * 100);

/** The partner's debt is the settlement's to change: shown, never edited. */
function DebtNote() {
  const record = useRecordContext<InsuranceSettingsRecord>();
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  if (!record || record.debt === 0) return null;
  return (
    <Typography variant="body2" color="error" sx={{ mb: 2 }}>
      {translate('office.insurance.debtNote', { debt: money(record.debt) })}
    </Typography>
  );
}

const transform = (data: InsuranceSettingsRecord): InsuranceSettingsInput => ({
  enabled: data.enabled,
  gameGroups: data.gameGroups,
  standardAmount: data.standardAmount,
  rateBp: data.rateBp,
});

/** One partner's insured-bet settings (staff; audited). They apply to slips settled from now on. `id` defaults to the route's. */
export function InsuranceSettingsEdit({ id }: { id?: Identifier }) {
  const onError = useApiErrorNotify();
  const translate = useTranslate();
  return (
    <Edit id={id} mutationMode="pessimistic" mutationOptions={{ onError }} transform={transform} redirect="list">
      {/* settings are kept, never deleted: turning them off is the way out (a partner's debt stays on its row) */}
      <SimpleForm toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 760 }}>
        <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap', width: '100%' }}>
          <TextInput source="memId" label={field('memId')} disabled sx={{ flex: '1 1 200px' }} />
          <TextInput source="memNick" label={field('memNick')} disabled sx={{ flex: '1 1 200px' }} />
        </Box>
        <DebtNote />
        <BooleanInput source="enabled" label={field('insuranceEnabled')} />
        <CheckboxGroupInput
          source="gameGroups"
          label={field('insuredGroups')}
          choices={GAME_GROUPS.map((id) => ({ id, name: `office.gameGroup.${id}` }))}
        />
        <NumberInput
          source="standardAmount"
          label={field('standardAmount')}
          helperText={translate('office.insurance.standardHelp')}
          min={0}
          step={1000}
          validate={[required(), minValue(0)]}
          fullWidth
        />
        <NumberInput
          source="rateBp"
          label={field('insuranceRatePercent')}
          helperText={translate('office.insurance.rateHelp')}
          format={toPercent}
          parse={toBp}
          min={0}
          max={100}
          step={1}
          validate={[required(), minValue(0), maxValue(10_000)]}
          fullWidth
        />
        <InsuranceExample />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('office.insurance.rules')}
        </Typography>
      </SimpleForm>
    </Edit>
  );
}
