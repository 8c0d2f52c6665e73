import { useNotify } from 'react-admin';
import { ApiError } from '../../dataProvider/apiClient';

/** Every API refusal is shown as `api.<code>` with the values the server sent (limits, fields). */
export function useApiErrorNotify() {
  const notify = useNotify();
  return (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'E001';
    const data =
      error instanceof ApiError && error.data && typeof error.data === 'object'
        ? (error.data as Record<string, unknown>)
        : {};
    notify(`api.${code}`, { type: 'error', messageArgs: { ...data, _: `api.${code}` } });
  };
}
