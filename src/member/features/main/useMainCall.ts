import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../dataProvider/apiClient';
import { useApi } from '../../apiContext';

export type MainCall<T> = T & { loading: boolean };

/**
 * One of the §2 main page's own calls (best withdrawals and live cash, the week's highlights),
 * read once. `load` and `none` are module constants of the caller. An error answer leaves `none`:
 * the page shows its empty states.
 */
export function useMainCall<T extends object>(load: (api: ApiClient) => Promise<T>, none: T): MainCall<T> {
  const api = useApi();
  const [answer, setAnswer] = useState<MainCall<T>>({ ...none, loading: true });
  useEffect(() => {
    let live = true;
    load(api)
      .catch(() => none)
      .then((data) => live && setAnswer({ ...none, ...data, loading: false }));
    return () => {
      live = false;
    };
  }, [api, load, none]);
  return answer;
}
