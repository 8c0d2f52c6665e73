import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import type { ApiFailure } from './apiErrorCode';

/** An API failure as t('api.' + code) with the values the server sent (§8). */
export function FailureAlert({ failure, onClose }: { failure: ApiFailure | null; onClose?: () => void }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert severity="error" onClose={onClose}>
      {t(`api.${failure.code}`, failure.values)}
    </Alert>
  );
}
