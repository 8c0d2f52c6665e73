import { useEffect, useState } from 'react';
import { useApi } from '../../apiContext';
import { apiErrorCode } from '../mypage/ui';

export interface Detail<T> {
  board: T | null;
  loading: boolean;
  errorCode: string | null;
  reload(): void;
}

/** One post (/api/board/{boardType}/datail, the spec's spelling): a board post, a notice, an event or an inquiry. */
export function useBoardDetail<T>(boardType: string, boardIdx: number): Detail<T> {
  const api = useApi();
  const [version, setVersion] = useState(0);
  const request = `${boardType}/${boardIdx}/${version}`;
  const [loaded, setLoaded] = useState<{ request: string; board: T | null; errorCode: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call<{ board: T }>(`/api/board/${boardType}/datail`, { boardIdx })
      .then((answer) => live && setLoaded({ request, board: answer.board, errorCode: null }))
      .catch((error: unknown) => live && setLoaded({ request, board: null, errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
  }, [api, boardType, boardIdx, request]);

  const current = loaded?.request === request ? loaded : null;
  return {
    board: current?.board ?? loaded?.board ?? null,
    loading: current === null,
    errorCode: current?.errorCode ?? null,
    reload: () => setVersion((v) => v + 1),
  };
}
