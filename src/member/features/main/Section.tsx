import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** A titled panel of the main page. */
export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.25, md: 2 }, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: { xs: 0.75, md: 1.25 } }}>
        <Typography
          component="h2"
          sx={{
            fontWeight: 800,
            fontSize: { xs: 14, md: 17 },
            '&::before': {
              content: '""',
              display: 'inline-block',
              width: 4,
              height: 14,
              bgcolor: 'primary.main',
              mr: 1,
              borderRadius: 1,
            },
          }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
