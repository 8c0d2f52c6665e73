import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** One titled panel of the play page (slip, my bets, results, pattern, history). */
export function Section({
  title,
  children,
  testId,
  scroll,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  scroll?: boolean;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, ...(scroll ? { overflowX: 'auto' } : {}) }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
