import {
  Create,
  Datagrid,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import type { OfficeMessageSent } from '../../../shared/api/message';
import { DateTimeField } from '../../common/fields';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';

/** Messages sent by staff, one row per recipient. */
export function MessageList() {
  return (
    <OfficeList
      filters={[<TextInput key="memId" source="memId" label={field('memId')} alwaysOn />]}
      sort={{ field: 'sentAt', order: 'DESC' }}
    >
      <Datagrid bulkActionButtons={false}>
        <TextField source="memId" label={field('memId')} />
        <TextField source="title" label={field('title')} />
        <TextField source="sentBy" label={field('sentBy')} sortable={false} />
        <DateTimeField source="sentAt" label={field('sentAt')} />
        <DateTimeField source="readAt" label={field('readAt')} />
      </Datagrid>
    </OfficeList>
  );
}

type Target = 'member' | 'level' | 'all';

/** §2 message registration: to one member, every member of a level, or everyone. */
export function MessageCreate() {
  const onError = useApiErrorNotify();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        onError,
        onSuccess: (sent: OfficeMessageSent) => {
          notify('office.messages.sent', { type: 'success', messageArgs: { count: sent.recipients } });
          redirect('list', 'admin/messages');
        },
      }}
      transform={({
        target,
        memId,
        level,
        title,
        content,
      }: {
        target: Target;
        memId?: string;
        level?: number;
        title: string;
        content: string;
      }) => ({
        title,
        content,
        ...(target === 'member' ? { memId } : target === 'level' ? { level } : { all: true }),
      })}
    >
      <SimpleForm defaultValues={{ target: 'member' }}>
        <RadioButtonGroupInput
          source="target"
          label={field('recipients')}
          choices={(['member', 'level', 'all'] as const).map((id) => ({ id, name: `office.messages.target.${id}` }))}
        />
        <FormDataConsumer<{ target: Target }>>
          {({ formData }) =>
            formData.target === 'member' ? (
              <TextInput source="memId" label={field('memId')} validate={required()} />
            ) : formData.target === 'level' ? (
              <NumberInput source="level" label={field('level')} min={1} max={100} validate={required()} />
            ) : null
          }
        </FormDataConsumer>
        <TextInput source="title" label={field('title')} validate={required()} fullWidth />
        <TextInput source="content" label={field('content')} validate={required()} multiline minRows={6} fullWidth />
      </SimpleForm>
    </Create>
  );
}
