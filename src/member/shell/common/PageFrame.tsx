import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** The frame every member page sits in: a gold-underlined title and a dark panel. */
export function PageFrame({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, md: 3 }, py: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5, fontSize: { xs: 20, md: 24 } }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 3 } }}>
        {children}
      </Paper>
    </Box>
  );
}
