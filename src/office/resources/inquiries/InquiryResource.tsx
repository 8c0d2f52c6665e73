import { useState } from 'react';
import {
  Datagrid,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { Box, Button, TextField as MuiTextField } from '@mui/material';
import { InquiryStatus, type OfficeInquiry } from '../../../shared/api/inquiry';
import { DateTimeField, EnumField, InquiryTypeField } from '../../common/fields';
import { field } from '../../common/labels';
import { useOfficeAction } from '../../common/useOfficeAction';

const statusChoices = Object.values(InquiryStatus).map((id) => ({ id, name: `office.inquiryStatus.${id}` }));

/** §2 inquiry answering: members' Q&A, waiting first. */
export function InquiryList() {
  return (
    <OfficeList
      filters={[
        <SelectInput key="status" source="status" label={field('status')} choices={statusChoices} alwaysOn />,
        <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
      ]}
      filterDefaultValues={{ status: InquiryStatus.Wait }}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <TextField source="memId" label={field('memId')} />
        <InquiryTypeField source="qnaType" label={field('qnaType')} />
        <TextField source="title" label={field('title')} />
        <EnumField
          source="status"
          label={field('status')}
          group="inquiryStatus"
          colors={{ wait: 'warning', answer: 'success' }}
        />
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <DateTimeField source="answerDate" label={field('answerDate')} />
      </Datagrid>
    </OfficeList>
  );
}

function AnswerForm() {
  const record = useRecordContext<OfficeInquiry>();
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [answer, setAnswer] = useState('');
  if (!record) return null;
  const send = async () => {
    if (
      await run((dp) => dp.action('admin/inquiries', 'answer', { id: record.id, answer }), {
        message: 'office.actions.done',
      })
    )
      setAnswer('');
  };
  return (
    <Box sx={{ width: '100%' }}>
      <MuiTextField
        label={translate('office.fields.answer')}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        multiline
        minRows={4}
        fullWidth
        sx={{ mb: 1 }}
      />
      <Button variant="contained" onClick={send} disabled={busy || !answer.trim()}>
        {translate('office.actions.answer')}
      </Button>
    </Box>
  );
}

export function InquiryShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="memId" label={field('memId')} />
        <InquiryTypeField source="qnaType" label={field('qnaType')} />
        <TextField source="title" label={field('title')} />
        <TextField source="content" label={field('content')} sx={{ whiteSpace: 'pre-wrap' }} />
        <EnumField source="status" label={field('status')} group="inquiryStatus" />
        <TextField source="answer" label={field('answer')} sx={{ whiteSpace: 'pre-wrap' }} />
        <DateTimeField source="answerDate" label={field('answerDate')} />
        <AnswerForm />
      </SimpleShowLayout>
    </Show>
  );
}
