import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { BoardAction, COMMENT_MAX, type BoardComment, type CommentSaveRequest } from '../../../shared/api/board';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate } from '../../format';
import { FailureAlert, useConfirm, useSubmit } from '../../ui';

/** §3 replies of a board post: write, and delete one's own after a confirm. */
export function CommentSection({
  boardIdx,
  comments,
  onChange,
}: {
  boardIdx: number;
  comments: BoardComment[];
  onChange(): void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { ask, dialog } = useConfirm();
  const [content, setContent] = useState('');
  const [required, setRequired] = useState(false);
  const submit = useSubmit((_key: string, body: CommentSaveRequest) => api.call(API.board.commentSave, body));

  const write = async (event: FormEvent) => {
    event.preventDefault();
    setRequired(!content.trim());
    if (!content.trim()) return;
    if (await submit.run({ actionKind: BoardAction.Upload, boardIdx, content: content.trim() })) {
      setContent('');
      onChange();
    }
  };
  const remove = async (cmtIdx: number) => {
    if ((await ask(t('front.board.deleteConfirm'))) && (await submit.run({ actionKind: BoardAction.Delete, cmtIdx })))
      onChange();
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('front.board.comments', { count: comments.length })}
      </Typography>
      <Stack divider={<Divider flexItem />} sx={{ my: 1 }}>
        {comments.map((comment) => (
          <Box key={comment.cmtIdx} sx={{ py: 1, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {comment.memName} · {formatDate(comment.regDate)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{comment.content}</Typography>
            </Box>
            {comment.isMine && (
              <Button size="small" color="error" onClick={() => void remove(comment.cmtIdx)}>
                {t('front.board.delete')}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      <Stack component="form" noValidate direction="row" spacing={1} onSubmit={write} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          multiline
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={t('front.board.commentPlaceholder')}
          error={required}
          helperText={required && t('front.board.contentRequired')}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX, 'aria-label': t('front.board.commentPlaceholder') } }}
        />
        <Button type="submit" variant="contained" disabled={submit.sending} sx={{ flexShrink: 0 }}>
          {t('front.board.commentSubmit')}
        </Button>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
      </Box>
      {dialog}
    </Box>
  );
}
