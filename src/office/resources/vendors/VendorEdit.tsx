import {
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  FormDataConsumer,
  ImageField,
  NumberField,
  NumberInput,
  Pagination,
  ReferenceManyField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { changedFields } from '../../common/changedFields';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { GameTypeField } from '../../common/fields';
import { vfield } from './labels';
import { ADAPTER_CHOICES } from './VendorList';
import { MaintenanceButton, SyncButton } from './VendorActions';

/** `launchConfig` is edited as JSON text; an empty box sends none. */
const parseJson = (value: string) => {
  if (!value?.trim()) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
const formatJson = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
const validJson = (value: unknown) => (typeof value === 'string' ? 'office.vendors.badJson' : undefined);

/**
 * One vendor: members' name and image, order, on/off, and how the site reaches it (adapter kind and
 * settings; `internal` is the built-in demo provider). Its games follow, each editable on its own.
 */
export function VendorEdit() {
  const onError = useApiErrorNotify();
  const translate = useTranslate();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      actions={false}
      transform={(data, options) =>
        changedFields(
          {
            name: data.name,
            image: data.image,
            ord: data.ord,
            enabled: data.enabled,
            adapterKind: data.adapterKind,
            settings: data.settings,
          },
          options?.previousData,
        )
      }
    >
      <SimpleForm>
        <Typography variant="h6">{translate('office.vendors.vendor')}</Typography>
        <TextInput source="id" label={vfield('id')} disabled />
        <TextInput source="name" label={vfield('name')} validate={required()} />
        <TextInput source="image" label={vfield('image')} fullWidth helperText="office.vendors.imageHelp" />
        <FormDataConsumer>
          {({ formData }) =>
            formData.image ? (
              <img
                src={formData.image as string}
                alt=""
                style={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain' }}
              />
            ) : null
          }
        </FormDataConsumer>
        <NumberInput source="ord" label={vfield('ord')} min={0} max={10_000} />
        <BooleanInput source="enabled" label={vfield('enabled')} />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('office.vendors.adapter')}
        </Typography>
        <SelectInput
          source="adapterKind"
          label={vfield('adapterKind')}
          choices={ADAPTER_CHOICES}
          validate={required()}
          helperText="office.vendors.adapterHelp"
        />
        <TextInput
          source="settings.baseUrl"
          label={vfield('baseUrl')}
          fullWidth
          helperText="office.vendors.baseUrlHelp"
        />
        <TextInput source="settings.provider" label={vfield('provider')} helperText="office.vendors.providerHelp" />
        <TextInput
          source="settings.launchPath"
          label={vfield('launchPath')}
          helperText="office.vendors.launchPathHelp"
        />
        <TextInput
          source="settings.apiKey"
          label={vfield('apiKey')}
          type="password"
          autoComplete="new-password"
          helperText="office.vendors.apiKeyHelp"
        />
        <TextInput
          source="settings.launchConfig"
          label={vfield('launchConfig')}
          multiline
          fullWidth
          minRows={2}
          parse={parseJson}
          format={formatJson}
          validate={validJson}
        />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('office.vendors.gamesOf')}
        </Typography>
        <div>
          <SyncButton />
          <MaintenanceButton />
        </div>
        <ReferenceManyField
          reference="admin/games"
          target="vendorId"
          perPage={25}
          pagination={<Pagination />}
          sort={{ field: 'ord', order: 'ASC' }}
        >
          <Datagrid
            rowClick={(_id, _resource, record) => `/admin/games/${encodeURIComponent(String(record.id))}`}
            bulkActionButtons={false}
            empty={<Typography color="text.secondary">{translate('office.vendors.noGames')}</Typography>}
          >
            <ImageField
              source="thumbnail"
              label={vfield('thumbnail')}
              sortable={false}
              sx={{ '& img': { maxHeight: 40, maxWidth: 40, objectFit: 'cover' } }}
            />
            <TextField source="code" label={vfield('code')} />
            <TextField source="nameKor" label={vfield('nameKor')} />
            <TextField source="nameEng" label={vfield('nameEng')} />
            <GameTypeField source="type" label={vfield('type')} />
            <NumberField source="ord" label={vfield('ord')} />
            <BooleanField source="enabled" label={vfield('enabled')} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleForm>
    </Edit>
  );
}
