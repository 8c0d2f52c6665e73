import { useEffect, useState } from 'react';
import type { MainCashListResponse } from '../../../shared/api/main';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';

export interface MainBoards extends MainCashListResponse {
  loading: boolean;
}

const none: MainCashListResponse = { todayBestOut: [], weeklyBestOut: [], liveIn: [], liveOut: [] };

/**
 * §2 main page cash lists: best withdrawals of today and the week, live
 * deposits and withdrawals. An error answer leaves them empty: the page shows empty states.
 */
export function useMainBoards(): MainBoards {
  const api = useApi();
  const [boards, setBoards] = useState<MainBoards>({ ...none, loading: true });
  useEffect(() => {
    let live = true;
    api
      .call(API.main.cashList, { userPageType: 'main' })
      .catch(() => none)
      .then((answer) => live && setBoards({ ...none, ...answer, loading: false }));
    return () => {
      live = false;
    };
  }, [api]);
  return boards;
}
