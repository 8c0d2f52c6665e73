import type { ReactNode } from 'react';
import { Box, Divider, Stack, Typography } from '@mui/material';

/** A post's head (title, meta line) and its HTML body, which the server sanitised before storing (§3). */
export function PostBody({ title, meta, html }: { title: string; meta: ReactNode; html: string }) {
  return (
    <article>
      <Typography component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ color: 'text.secondary', typography: 'body2', flexWrap: 'wrap' }}>
        {meta}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Box
        sx={{ '& img': { maxWidth: '100%' }, wordBreak: 'break-word', whiteSpace: 'pre-wrap', minHeight: 80 }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
