import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateInput,
  DeleteButton,
  Edit,
  ImageField,
  ImageInput,
  NumberInput,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { TEXT_LANGUAGES } from '../../../shared/api/contentTexts';
import { DEFAULT_LANGUAGE } from '../../../shared/locales';
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

type FormImage = { rawFile?: File; src?: string } | string | null | undefined;

/** An uploaded file travels as a data URL; a kept image stays as the address it already has; none is ''. */
async function imageValue(image: FormImage): Promise<string> {
  if (image && typeof image === 'object') return image.rawFile ? readAsDataUrl(image.rawFile) : (image.src ?? '');
  return image ?? '';
}

/** The Korean image and each language's own image as the API takes them. */
async function withImage(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const texts = (data.texts ?? {}) as Record<string, { title?: string; image?: FormImage } | undefined>;
  const sent: Record<string, { title: string; image: string }> = {};
  for (const [lang, text] of Object.entries(texts))
    if (text) sent[lang] = { title: text.title ?? '', image: await imageValue(text.image) };
  return { ...data, image: await imageValue(data.image as FormImage), texts: sent };
}

/** §2 banners and popups: at most 5 main banners and 3 popups active (the server refuses more). */
export function BannerList() {
  return (
    <OfficeList
      filters={[<SelectInput key="kind" source="kind" label={field('kind')} choices={kindChoices} alwaysOn />]}
      sort={{ field: 'ord', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <ImageField
          source="image"
          label={field('image')}
          sx={{ '& img': { maxHeight: 48, maxWidth: 120, objectFit: 'contain' } }}
          sortable={false}
        />
        <EnumField source="kind" label={field('kind')} group="bannerKind" />
        <TextField source="title" label={field('title')} />
        <TextField source="startDay" label={field('startDay')} />
        <TextField source="endDay" label={field('endDay')} />
        <TextField source="ord" label={field('ord')} />
        <BooleanField source="enabled" label={field('enabled')} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </OfficeList>
  );
}

const imageProps = {
  accept: Object.fromEntries(BANNER_IMAGE_TYPES.map((t) => [t, []])),
  maxSize: Math.floor((BANNER_IMAGE_MAX * 3) / 4),
};

/** A tab per language: Korean (required) is what every other language shows where its own title or image is left empty. */
function BannerForm() {
  return (
    <TabbedForm defaultValues={{ kind: BannerKind.Main, enabled: true, ord: 0 }}>
      <TabbedForm.Tab label={`front.lang.${DEFAULT_LANGUAGE}`}>
        <SelectInput
          source="kind"
          label={field('kind')}
          choices={kindChoices}
          validate={required()}
          helperText="office.banners.limits"
        />
        <ImageInput source="image" label={field('image')} {...imageProps} validate={required()}>
          <ImageField source="src" title="title" />
        </ImageInput>
        <TextInput source="title" label={field('title')} fullWidth />
        <TextInput source="link" label={field('link')} fullWidth />
        <DateInput source="startDay" label={field('startDay')} parse={(v: string) => v || null} />
        <DateInput source="endDay" label={field('endDay')} parse={(v: string) => v || null} />
        <NumberInput source="ord" label={field('ord')} min={0} />
        <BooleanInput source="enabled" label={field('enabled')} />
      </TabbedForm.Tab>
      {TEXT_LANGUAGES.map((lang) => (
        <TabbedForm.Tab key={lang} label={`front.lang.${lang}`}>
          <ImageInput
            source={`texts.${lang}.image`}
            label={field('image')}
            helperText="office.content.fallback"
            {...imageProps}
          >
            <ImageField source="src" title="title" />
          </ImageInput>
          <TextInput source={`texts.${lang}.title`} label={field('title')} fullWidth />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}

// The image inputs show an address as { src }; a new file as { rawFile, src }.
const asInput = (image: unknown) => (image ? { src: image } : null);
const toForm = <
  R extends {
    id: string | number;
    image?: unknown;
    texts?: Record<string, { title: string; image: string } | undefined>;
  },
>(
  record: R,
): R => ({
  ...record,
  image: asInput(record.image),
  texts: Object.fromEntries(
    Object.entries(record.texts ?? {}).map(([lang, text]) => [lang, text && { ...text, image: asInput(text.image) }]),
  ),
});

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
