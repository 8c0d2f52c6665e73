import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';

export interface ListStateProps {
  loading: boolean;
  errorCode: string | null;
  empty: boolean;
  onRetry?: () => void;
  /** What an empty list says instead of the generic "no data". */
  emptyText?: string;
  children?: ReactNode;
}

/** Every list's three other faces (loading, API error as api.<code> §8, empty) before its rows. */
export function ListState({ loading, errorCode, empty, onRetry, emptyText, children }: ListStateProps) {
  const { t } = useTranslation();
  if (errorCode) {
    return (
      <Alert
        severity="error"
        action={
          onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('front.common.retry')}
            </Button>
          )
        }
      >
        {t(`api.${errorCode}`)}
      </Alert>
    );
  }
  if (loading) {
    return (
      <Box
        role="status"
        aria-label={t('front.common.loading')}
        sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
      >
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {emptyText ?? t('front.common.empty')}
      </Typography>
    );
  }
  return <>{children}</>;
}
