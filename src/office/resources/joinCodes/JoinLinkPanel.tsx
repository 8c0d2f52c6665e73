import { useState } from 'react';
import { Box, Card, CardContent, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { JOIN_SUB_ID, joinLinkOf } from '../../../shared/api/joinLinks';
import type { JoinCodeRecord } from '../../../shared/api/office/joinCodes';
import { field } from '../../common/labels';

/** The address a code's link opens: its domain when staff gave it one, else this site. */
export const linkOrigin = (record: Pick<JoinCodeRecord, 'domain'>): string =>
  record.domain ? `https://${record.domain}` : window.location.origin;

/** A code's link, with a sub-id typed per channel, ready to copy. */
export function JoinLinkPanel() {
  const record = useRecordContext<JoinCodeRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [subId, setSubId] = useState('');
  if (!record) return null;
  const sub = subId.trim().toLowerCase();
  const subOk = sub === '' || JOIN_SUB_ID.test(sub);
  const link = joinLinkOf(linkOrigin(record), record.code, subOk ? sub : '');
  const copy = () =>
    void navigator.clipboard
      ?.writeText(link)
      .then(() => notify('office.joinCodes.copied', { type: 'info' }))
      .catch(() => undefined);
  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: { md: 360 }, maxWidth: { md: 480 } }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('office.joinCodes.linkTitle')}
        </Typography>
        <TextField
          label={translate(field('subId'))}
          value={subId}
          onChange={(e) => setSubId(e.target.value)}
          error={!subOk}
          helperText={translate('office.joinCodes.subIdHelp')}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { name: 'subId', maxLength: 32 } }}
        />
        <TextField
          label={translate(field('link'))}
          value={link}
          fullWidth
          size="small"
          sx={{ mt: 2 }}
          slotProps={{
            htmlInput: { readOnly: true, 'data-testid': 'join-link' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={translate('office.joinCodes.copy')}>
                    <IconButton aria-label={translate('office.joinCodes.copy')} onClick={copy} edge="end">
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('office.joinCodes.remember')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
