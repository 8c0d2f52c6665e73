import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import { useApiErrorNotify } from './useApiErrorNotify';

export interface ActionSuccess {
  message: string;
  args?: Record<string, unknown>;
}

/**
 * One office write (approve, pay, answer, save rates…): busy while it runs, a success notice and a
 * refreshed screen after, the server's code as `api.<code>` on refusal. Returns undefined on refusal.
 */
export function useOfficeAction() {
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const notify = useNotify();
  const notifyError = useApiErrorNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const run = async <T>(
    work: (dp: OfficeDataProvider) => Promise<T>,
    success: ActionSuccess | ((result: T) => ActionSuccess),
  ): Promise<T | undefined> => {
    setBusy(true);
    try {
      const result = await work(dataProvider);
      const done = typeof success === 'function' ? success(result) : success;
      notify(done.message, { type: 'success', messageArgs: done.args });
      refresh();
      return result;
    } catch (error) {
      notifyError(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
