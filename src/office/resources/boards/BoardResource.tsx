import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  FormDataConsumer,
  NumberField,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
  required,
  useResourceContext,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { TEXT_LANGUAGES } from '../../../shared/api/contentTexts';
import { DEFAULT_LANGUAGE } from '../../../shared/locales';
import { BOARD_TYPES, BoardCategory, BoardType, EVENT_ACTIONS } from '../../../shared/api/board';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { changedFields } from '../../common/changedFields';

const categoryChoices = Object.values(BoardCategory).map((id) => ({ id, name: `office.boardCategory.${id}` }));
const typeChoices = BOARD_TYPES.map((id) => ({ id, name: `office.boardType.${id}` }));
const eventActionChoices = EVENT_ACTIONS.map((id) => ({ id, name: `office.eventAction.${id}` }));

/** `admin/boards` takes any board type; notices, events and FAQ fix theirs from the path. */
const useAnyType = () => useResourceContext() === 'admin/boards';

/** Notices, events, FAQ and the free board: the server sanitises every body. */
export function BoardList() {
  const anyType = useAnyType();
  const filters = [
    <TextInput key="q" source="q" label={field('search')} alwaysOn />,
    ...(anyType
      ? [<SelectInput key="boardType" source="boardType" label={field('boardType')} choices={typeChoices} alwaysOn />]
      : []),
  ];
  return (
    <OfficeList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        {anyType && <EnumField source="boardType" label={field('boardType')} group="boardType" />}
        <EnumField source="category" label={field('category')} group="boardCategory" />
        <TextField source="title" label={field('title')} />
        <TextField source="writer" label={field('writer')} sortable={false} />
        <NumberField source="views" label={field('views')} />
        <BooleanField source="enabled" label={field('enabled')} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </OfficeList>
  );
}

/**
 * A tab per language: Korean is required and is what every other language shows where its own
 * text is left empty (docs/domains/content.md#languages).
 */
function BoardForm() {
  const anyType = useAnyType();
  const events = useResourceContext() === 'admin/events';
  return (
    <TabbedForm defaultValues={{ category: BoardCategory.Normal, enabled: true }}>
      <TabbedForm.Tab label={`front.lang.${DEFAULT_LANGUAGE}`}>
        {anyType && (
          <SelectInput source="boardType" label={field('boardType')} choices={typeChoices} validate={required()} />
        )}
        <SelectInput source="category" label={field('category')} choices={categoryChoices} />
        <TextInput source="title" label={field('title')} validate={required()} fullWidth />
        <TextInput source="content" label={field('content')} validate={required()} multiline minRows={8} fullWidth />
        <BooleanInput source="enabled" label={field('enabled')} />
        {/* what a member does on an event post (docs/domains/content.md#event-actions) */}
        <FormDataConsumer<{ boardType?: string }>>
          {({ formData }) =>
            (events || formData.boardType === BoardType.Event) && (
              <SelectInput
                source="eventAction"
                label="office.eventAction.label"
                choices={eventActionChoices}
                emptyText="office.eventAction.none"
                emptyValue={null}
                parse={(value: string) => value || null}
              />
            )
          }
        </FormDataConsumer>
      </TabbedForm.Tab>
      {TEXT_LANGUAGES.map((lang) => (
        <TabbedForm.Tab key={lang} label={`front.lang.${lang}`}>
          <TextInput
            source={`texts.${lang}.title`}
            label={field('title')}
            helperText="office.content.fallback"
            fullWidth
          />
          <TextInput source={`texts.${lang}.content`} label={field('content')} multiline minRows={8} fullWidth />
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}

export function BoardCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="list">
      <BoardForm />
    </Create>
  );
}

export function BoardEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(data, o) =>
        changedFields(
          {
            boardType: data.boardType,
            category: data.category,
            title: data.title,
            content: data.content,
            texts: data.texts,
            enabled: data.enabled,
            eventAction: data.eventAction,
          },
          o?.previousData,
        )
      }
    >
      <BoardForm />
    </Edit>
  );
}
