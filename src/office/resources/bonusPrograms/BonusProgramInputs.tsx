import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { isDepositBonusKind } from '../../../shared/api/bonuses';
import { PercentInput } from '../../common/PercentInput';
import { field } from '../../common/labels';
import { WAGER_PRODUCTS, bonusKindChoices, bonusPaysChoices, weekdayChoices } from './choices';

// The rollover travels as basis points of the grant (30000 = 3×); people type the multiple.
const bpToTimes = (bp: number | null | undefined) => (bp == null ? '' : bp / 10_000);
const timesToBp = (times: string | number | null) =>
  times === '' || times == null ? 0 : Math.round(Number(times) * 10_000);
// A window's bounds travel as minutes of the site day; people type a time of day.
const minutesToTime = (m: number | null | undefined) =>
  m == null ? '' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const timeToMinutes = (v: string | null) => {
  if (!v) return null;
  const [h, m] = v.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function Section({ title, help }: { title: string; help?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Typography variant="subtitle2">{translate(title)}</Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {translate(help)}
        </Typography>
      )}
    </Box>
  );
}

/** A wager product's share of each stake that counts: empty or 0 counts nothing. */
function WeightInputs() {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, minmax(120px, 1fr))' },
        columnGap: 2,
        width: '100%',
      }}
    >
      {WAGER_PRODUCTS.map((p) => (
        <PercentInput
          key={p}
          source={`weights.${p}`}
          label={translate(`office.bonus.product.${p}`)}
          helperText={false}
        />
      ))}
    </Box>
  );
}

/** Every term of a program, shared by its create and edit forms (docs/domains/bonuses.md#programs). */
export function BonusProgramInputs({ kindFixed = false }: { kindFixed?: boolean }) {
  const kind = useWatch({ name: 'kind' }) as string | undefined;
  const deposit = kind !== undefined && isDepositBonusKind(kind);
  return (
    <>
      <SelectInput
        source="kind"
        label={field('kind')}
        choices={bonusKindChoices}
        validate={required()}
        disabled={kindFixed}
        helperText="office.bonus.help.kind"
      />
      <TextInput source="name" label={field('name')} validate={required()} />
      <BooleanInput source="enabled" label={field('enabled')} />
      <BooleanInput source="exclusive" label={field('exclusive')} helperText="office.bonus.help.exclusive" />

      <Section title="office.bonus.section.amount" help="office.bonus.help.levels" />
      <SelectInput source="pays" label={field('pays')} choices={bonusPaysChoices} validate={required()} />
      <NumberInput source="cap" label={field('cap')} min={0} step={1_000} helperText="office.bonus.help.cap" />
      {deposit && <NumberInput source="minDeposit" label={field('minDeposit')} min={0} step={10_000} />}
      <ArrayInput source="levels" label={field('levels')}>
        <SimpleFormIterator inline disableReordering>
          <NumberInput source="level" label={field('level')} min={1} max={100} validate={required()} />
          <PercentInput source="rateBp" label={field('rate')} max={1_000} helperText={false} />
          <NumberInput source="fixedAmount" label={field('fixedAmount')} min={0} step={1_000} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>

      <Section title="office.bonus.section.wagering" help="office.bonus.help.weights" />
      <NumberInput
        source="rolloverBp"
        label={field('rollover')}
        format={bpToTimes}
        parse={timesToBp}
        step={0.5}
        min={0}
        helperText="office.bonus.help.rollover"
      />
      <NumberInput
        source="expiryHours"
        label={field('expiryHours')}
        min={0}
        step={24}
        helperText="office.bonus.help.expiry"
      />
      <WeightInputs />

      {kind === 'time_window' && (
        <>
          <Section title="office.bonus.section.window" help="office.bonus.help.window" />
          <CheckboxGroupInput source="windowDays" label={field('windowWeekdays')} choices={weekdayChoices} />
          <TextInput
            source="windowFromMin"
            label={field('windowFrom')}
            type="time"
            format={minutesToTime}
            parse={timeToMinutes}
            validate={required()}
          />
          <TextInput
            source="windowToMin"
            label={field('windowTo')}
            type="time"
            format={minutesToTime}
            parse={timeToMinutes}
            validate={required()}
          />
        </>
      )}
    </>
  );
}
