import {
  BooleanField,
  Datagrid,
  FilterButton,
  FunctionField,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  CreateButton,
  useRecordContext,
  useTranslate,
  usePermissions,
} from 'react-admin';
import { Button } from '@mui/material';
import type { BonusProgramRecord } from '../../../shared/api/office/bonuses';
import { adminBonusGrants, adminBonusPayback, adminBonusPrograms } from '../../../shared/endpoints/bonusesOffice';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import { canAccess } from '../../access/canAccess';
import { OfficeList } from '../../common/OfficeList';
import { ScrollX } from '../../common/ScrollX';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { useOfficeAction } from '../../common/useOfficeAction';
import { bonusKindChoices } from './choices';
import { programData } from './programData';
import { StaffGrantButton } from './StaffGrantButton';
import { PaybackRunButton } from './PaybackRunButton';

const filters = [
  <TextInput key="q" source="q" label={field('search')} alwaysOn />,
  <SelectInput key="kind" source="kind" label={field('kind')} choices={bonusKindChoices} alwaysOn />,
];

/** Turns a program on or off from its row (bonusProgram.update, audited like any edit). */
function EnabledToggle() {
  const record = useRecordContext<BonusProgramRecord>();
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const { permissions } = usePermissions<OfficePermissions>();
  if (!record || !canAccess(permissions, adminBonusPrograms.update)) return null;
  const toggle = () =>
    run(
      (dp) =>
        dp.call(adminBonusPrograms.update, {
          id: record.id,
          data: programData({ ...record, enabled: !record.enabled }),
        }),
      { message: record.enabled ? 'office.bonus.turnedOff' : 'office.bonus.turnedOn' },
    );
  return (
    <Button
      size="small"
      disabled={busy}
      color={record.enabled ? 'warning' : 'success'}
      onClick={(e) => {
        e.stopPropagation();
        void toggle();
      }}
    >
      {translate(record.enabled ? 'office.bonus.turnOff' : 'office.bonus.turnOn')}
    </Button>
  );
}

function Actions() {
  const { permissions } = usePermissions<OfficePermissions>();
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess(permissions, adminBonusPrograms.create) && <CreateButton />}
      {canAccess(permissions, adminBonusGrants.create) && <StaffGrantButton />}
      {canAccess(permissions, adminBonusPayback.run) && <PaybackRunButton />}
    </TopToolbar>
  );
}

const times = (bp: number) => `${(bp / 10_000).toLocaleString(undefined, { maximumFractionDigits: 2 })}×`;

/** Bonus programs: kind, terms, how many grants each made and how many are still wagered. */
export function BonusProgramList() {
  const translate = useTranslate();
  return (
    <OfficeList filters={filters} sort={{ field: 'id', order: 'DESC' }} actions={<Actions />}>
      <ScrollX>
        <Datagrid rowClick="edit" bulkActionButtons={false} sx={{ '& .RaDatagrid-table': { minWidth: 900 } }}>
          <TextField source="id" label={field('id')} />
          <TextField source="name" label={field('name')} />
          <EnumField source="kind" label={field('kind')} group="bonus.kind" />
          <EnumField source="pays" label={field('pays')} group="bonus.pays" />
          <FunctionField
            label={field('rollover')}
            sortable={false}
            render={(r: BonusProgramRecord) => times(r.rolloverBp)}
          />
          <MoneyField textAlign="right" source="cap" label={field('cap')} />
          <FunctionField
            label={field('expiryHours')}
            sortable={false}
            render={(r: BonusProgramRecord) =>
              r.expiryHours
                ? translate('office.bonus.hours', { count: r.expiryHours })
                : translate('office.bonus.never')
            }
          />
          <BooleanField source="exclusive" label={field('exclusive')} sortable={false} />
          <BooleanField source="enabled" label={field('enabled')} sortable={false} />
          <NumberField source="granted" label={field('grants')} sortable={false} />
          <NumberField source="active" label={field('activeGrants')} sortable={false} />
          <DateTimeField source="updatedAt" label={field('updatedAt')} />
          <EnabledToggle />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
