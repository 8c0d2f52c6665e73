import { useTranslation } from 'react-i18next';
import { Box, CircularProgress } from '@mui/material';

/** Shown while a route chunk or a page's first answer is loading. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('front.common.loading')}
      sx={{ display: 'flex', justifyContent: 'center', py: 10 }}
    >
      <CircularProgress color="primary" />
    </Box>
  );
}
