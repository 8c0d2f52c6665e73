import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { PARTNER_TIERS } from '../../../shared/enums';
import type { InsuranceSettingsRecord } from '../../../shared/api/office/insurance';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { useOfficeFormat } from '../../common/format';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput
    key="tier"
    source="tier"
    label={field('tier')}
    choices={PARTNER_TIERS.map((id) => ({ id, name: `office.tier.${id}` }))}
    alwaysOn
  />,
  <BooleanInput key="enabled" source="enabled" label="office.insurance.onlyEnabled" />,
];

/** A partner insures something only when its settings are on and name a product. */
const isOn = (r: Pick<InsuranceSettingsRecord, 'enabled' | 'gameGroups'>) => r.enabled && r.gameGroups.length > 0;

/** The rate groups a partner insures, in words; "none" when it insures nothing. */
export function InsuredGroups({ record }: { record: Pick<InsuranceSettingsRecord, 'enabled' | 'gameGroups'> }) {
  const translate = useTranslate();
  if (!isOn(record)) return <Chip size="small" label={translate('office.insurance.off')} />;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.gameGroups.map((g) => (
        <Chip key={g} size="small" color="primary" variant="outlined" label={translate(`office.gameGroup.${g}`)} />
      ))}
    </Stack>
  );
}

/** §2 insured-bet settings of every partner (staff): a row opens the partner's settings; a phone gets one entry per partner. */
export function InsuranceSettingsList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const { money, bp } = useOfficeFormat();
  return (
    <OfficeList filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      {phone ? (
        <SimpleList<InsuranceSettingsRecord>
          linkType="edit"
          primaryText={(r) => `${r.memId} · ${translate(`office.tier.${r.tier}`)}`}
          secondaryText={(r) => <InsuredGroups record={r} />}
          tertiaryText={(r) => (isOn(r) ? `${money(r.standardAmount)} · ${bp(r.rateBp)}` : '')}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="memId" label={field('memId')} />
          <TextField source="memNick" label={field('memNick')} sortable={false} />
          <EnumField source="tier" label={field('tier')} group="tier" />
          <FunctionField
            label={field('insuredGroups')}
            render={(r: InsuranceSettingsRecord) => <InsuredGroups record={r} />}
          />
          <FunctionField
            source="standardAmount"
            label={field('standardAmount')}
            render={(r: InsuranceSettingsRecord) => (isOn(r) ? money(r.standardAmount) : '-')}
          />
          <FunctionField
            source="rateBp"
            label={field('insuranceRate')}
            render={(r: InsuranceSettingsRecord) => (isOn(r) ? bp(r.rateBp) : '-')}
          />
          <MoneyField source="debt" label={field('insuranceDebt')} />
          <DateTimeField source="updatedAt" label={field('updatedAt')} sortable={false} />
        </Datagrid>
      )}
    </OfficeList>
  );
}
