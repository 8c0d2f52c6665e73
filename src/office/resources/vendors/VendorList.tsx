import {
  BooleanField,
  BooleanInput,
  Datagrid,
  FunctionField,
  ImageField,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import { ADAPTER_KINDS, type VendorRecord } from '../../../shared/api/games';
import { PRODUCT_GROUPS } from '../../../shared/bets/productGroups';
import { EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { vfield } from './labels';
import { MaintenanceButton, SyncButton } from './VendorActions';
import { ACTIONS_COLUMN } from '../../common/actionsColumn';
import { RowActions } from '../../common/RowActions';

const filters = [
  <SelectInput
    key="groupCode"
    source="groupCode"
    label={field('gameGroup')}
    choices={PRODUCT_GROUPS.map((id) => ({ id, name: `office.gameGroup.${id}` }))}
    alwaysOn
  />,
  <TextInput key="q" source="q" label={vfield('search')} alwaysOn />,
  <BooleanInput key="enabled" source="enabled" label={vfield('enabled')} />,
];

/**
 * Vendors (docs/domains/vendors.md#the-catalogue): every vendor of every group with this site's
 * adapter, in the members' order.
 * A vendor without an adapter is "in preparation" for members; sync and maintenance act per row.
 */
export function VendorList() {
  // A phone has no room for ten columns: one line per vendor, its group and what members see.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  if (phone) {
    return (
      <OfficeList filters={filters} sort={{ field: 'ord', order: 'ASC' }} perPage={50}>
        <SimpleList<VendorRecord>
          linkType="edit"
          primaryText={(r) => r.name}
          secondaryText={(r) =>
            `${translate(`office.gameGroup.${r.groupCode}`)} · ${r.procId} · ${translate(`office.vendors.adapterKind.${r.adapterKind}`)}`
          }
          tertiaryText={(r) => <StateLabel record={r} />}
        />
      </OfficeList>
    );
  }
  return (
    <OfficeList filters={filters} sort={{ field: 'ord', order: 'ASC' }} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="procId" label={vfield('procId')} />
        <EnumField source="groupCode" label={field('gameGroup')} group="gameGroup" />
        <ImageField
          source="image"
          label={vfield('image')}
          sortable={false}
          sx={{ '& img': { maxHeight: 32, maxWidth: 80, objectFit: 'contain' } }}
        />
        <TextField source="name" label={vfield('name')} />
        <NumberField source="ord" label={vfield('ord')} />
        <BooleanField source="enabled" label={vfield('enabled')} />
        <EnumField
          source="adapterKind"
          label={vfield('adapterKind')}
          group="vendors.adapterKind"
          colors={{ none: 'default', valkyrie: 'success', transfer: 'info' }}
        />
        <FunctionField
          label={vfield('state')}
          render={(r: VendorRecord) => (
            <Chip
              size="small"
              color={r.maintenance ? 'warning' : r.adapterKind === 'none' || !r.enabled ? 'default' : 'success'}
              label={<StateLabel record={r} />}
            />
          )}
        />
        <NumberField source="games" label={vfield('games')} sortable={false} />
        <RowActions label={field('action')} {...ACTIONS_COLUMN}>
          <SyncButton compact />
          <MaintenanceButton compact />
        </RowActions>
      </Datagrid>
    </OfficeList>
  );
}

/** What members see of the vendor now. */
function StateLabel({ record }: { record: VendorRecord }) {
  const translate = useTranslate();
  const state = record.maintenance
    ? 'maintenance'
    : !record.enabled
      ? 'disabled'
      : record.adapterKind === 'none'
        ? 'preparing'
        : 'playing';
  return <>{translate(`office.vendors.state.${state}`)}</>;
}

export const ADAPTER_CHOICES = ADAPTER_KINDS.map((id) => ({ id, name: `office.vendors.adapterKind.${id}` }));
