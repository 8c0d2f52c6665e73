import { useState } from 'react';
import { Box, Button, CircularProgress, TextField as InputField } from '@mui/material';
import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { useOfficeAction } from '../../common/useOfficeAction';
import { MemberRelatedList } from './MemberRelatedList';
import { MEMBER_TAB_RESOURCES, type OfficeScope } from './memberTabs';

const NOTE_MAX = 2000;

/** Notes on the member: a partner reads its own and its lower partners', staff every one; a new note on top. */
export function MemberMemoTab({ scope }: { scope: OfficeScope }) {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const { run, busy } = useOfficeAction();
  const [note, setNote] = useState('');
  if (!record) return null;
  const resource = MEMBER_TAB_RESOURCES[scope].notes;

  const save = async () => {
    const done = await run((dp) => dp.create(resource, { data: { memberId: record.id, note: note.trim() } }), {
      message: 'office.memberDetail.noteSaved',
    });
    if (done) setNote('');
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' }, p: 1 }}>
        <InputField
          label={translate('office.memberDetail.newNote')}
          value={note}
          onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX))}
          multiline
          minRows={2}
          fullWidth
          size="small"
        />
        <Button
          variant="contained"
          onClick={save}
          disabled={busy || note.trim() === ''}
          sx={{ minWidth: 96, alignSelf: { xs: 'flex-end', sm: 'auto' } }}
        >
          {busy ? <CircularProgress size={20} /> : translate('ra.action.save')}
        </Button>
      </Box>
      <MemberRelatedList reference={resource} target="memberId">
        <DateTimeField source="createdAt" label={field('createdAt')} />
        <EnumField source="authorKind" label={field('actorKind')} group="actorKind" />
        <TextField source="authorId" label={field('writer')} sortable={false} />
        <TextField source="note" label={field('memo')} sortable={false} sx={{ whiteSpace: 'pre-wrap' }} />
      </MemberRelatedList>
    </Box>
  );
}
