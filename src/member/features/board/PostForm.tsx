import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, TextField } from '@mui/material';
import { CONTENT_MAX, TITLE_MAX } from '../../../shared/api/board';
import { notices } from '../../notice/noticeStore';
import { FailureAlert, useConfirm, useSubmit } from '../../ui';

export interface PostFields {
  title: string;
  content: string;
}

interface PostFormProps {
  /** Sends the post; rejects with the API error. */
  save(fields: PostFields): Promise<unknown>;
  /** After the success message (§4 board upload: confirm, success, go back). */
  onSaved(): void;
  /** Extra fields above the title (the inquiry type). */
  extra?: ReactNode;
  submitKey: string;
}

/** A post's write form, shared by the board and the 1:1 inquiry. §5: title and content are required. */
export function PostForm({ save, onSaved, extra, submitKey }: PostFormProps) {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirm();
  const [fields, setFields] = useState<PostFields>({ title: '', content: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof PostFields, string>>>({});
  const submit = useSubmit((_key: string, post: PostFields) => save(post));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!fields.title.trim()) found.title = 'front.board.titleRequired';
    if (!fields.content.trim()) found.content = 'front.board.contentRequired';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!(await ask(t('front.board.uploadConfirm')))) return;
    if (await submit.run({ title: fields.title.trim(), content: fields.content.trim() })) {
      notices.show(t('front.board.uploadSuccess'));
      onSaved();
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={send}>
      {extra}
      <TextField
        label={t('front.board.subject')}
        value={fields.title}
        onChange={(e) => setFields({ ...fields, title: e.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title && t(errors.title)}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
        required
      />
      <TextField
        label={t('front.board.content')}
        value={fields.content}
        onChange={(e) => setFields({ ...fields, content: e.target.value })}
        error={Boolean(errors.content)}
        helperText={errors.content && t(errors.content)}
        slotProps={{ htmlInput: { maxLength: CONTENT_MAX } }}
        multiline
        minRows={8}
        required
      />
      <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
      <Button type="submit" variant="contained" size="large" disabled={submit.sending}>
        {t(submitKey)}
      </Button>
      {dialog}
    </Stack>
  );
}
