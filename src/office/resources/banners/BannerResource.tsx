import { BooleanField, BooleanInput, Create, Datagrid, DateInput, DeleteButton, Edit, ImageField, ImageInput, List, NumberInput, SelectInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { BannerKind, BANNER_IMAGE_MAX, BANNER_IMAGE_TYPES } from '../../../shared/api/main';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { changedFields } from '../../common/changedFields';

const kindChoices = Object.values(BannerKind).map((id) => ({ id, name: `office.bannerKind.${id}` }));

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** An uploaded file travels as a data URL; a kept image stays as the address it already has. */
async function withImage(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const image = data.image as { rawFile?: File; src?: string } | string | null | undefined;
  if (image && typeof image === 'object') {
    return { ...data, image: image.rawFile ? await readAsDataUrl(image.rawFile) : image.src };
  }
  return data;
}

/** §2 banners and popups: at most 5 main banners and 3 popups active (the server refuses more). */
export function BannerList() {
  return (
    <List filters={[<SelectInput key="kind" source="kind" label={field('kind')} choices={kindChoices} alwaysOn />]} sort={{ field: 'ord', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ImageField source="image" label={field('image')} sx={{ '& img': { maxHeight: 48, maxWidth: 120, objectFit: 'contain' } }} sortable={false} />
        <EnumField source="kind" label={field('kind')} group="bannerKind" />
        <TextField source="title" label={field('title')} />
        <TextField source="startDay" label={field('startDay')} />
        <TextField source="endDay" label={field('endDay')} />
        <TextField source="ord" label={field('ord')} />
        <BooleanField source="enabled" label={field('enabled')} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  );
}

function BannerForm() {
  return (
    <SimpleForm defaultValues={{ kind: BannerKind.Main, enabled: true, ord: 0 }}>
      <SelectInput source="kind" label={field('kind')} choices={kindChoices} validate={required()} helperText="office.banners.limits" />
      <ImageInput source="image" label={field('image')} accept={Object.fromEntries(BANNER_IMAGE_TYPES.map((t) => [t, []]))} maxSize={Math.floor((BANNER_IMAGE_MAX * 3) / 4)} validate={required()}>
        <ImageField source="src" title="title" />
      </ImageInput>
      <TextInput source="title" label={field('title')} fullWidth />
      <TextInput source="link" label={field('link')} fullWidth />
      <DateInput source="startDay" label={field('startDay')} parse={(v: string) => v || null} />
      <DateInput source="endDay" label={field('endDay')} parse={(v: string) => v || null} />
      <NumberInput source="ord" label={field('ord')} min={0} />
      <BooleanInput source="enabled" label={field('enabled')} />
    </SimpleForm>
  );
}

// The image input shows an address as { src }; a new file as { rawFile, src }.
const toForm = <R extends { id: string | number; image?: unknown }>(record: R): R => ({ ...record, image: record.image ? { src: record.image } : null });

export function BannerCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list" transform={withImage}>
      <BannerForm />
    </Create>
  );
}

export function BannerEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      queryOptions={{ select: toForm }}
      transform={async (data, o) => {
        const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = await withImage(data);
        return changedFields(rest, o?.previousData ? await withImage(o.previousData) : undefined);
      }}
    >
      <BannerForm />
    </Edit>
  );
}

