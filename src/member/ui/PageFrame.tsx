import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Paper, Typography } from '@mui/material';

/** The frame every member page sits in: a titled sheet that fills a phone and centres on a desktop. */
export function PageFrame({
  titleKey,
  actions,
  children,
}: {
  titleKey: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1, sm: 2 }, py: { xs: 1.5, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {t(titleKey)}
          </Typography>
          {actions}
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
