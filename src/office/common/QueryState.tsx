import type { ReactNode } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/apiClient';

/** Loading, error (api.<code>) or the content of a single office read. */
export function QueryState({
  isPending,
  error,
  children,
}: {
  isPending: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(`api.${error instanceof ApiError ? error.code : 'E001'}`)}
      </Alert>
    );
  return <>{children}</>;
}
