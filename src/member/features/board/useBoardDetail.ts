import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../dataProvider/apiClient';
import type { BoardDetail } from '../../../shared/api/board';
import type { InquiryDetail } from '../../../shared/api/inquiry';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { apiErrorCode } from '../../ui';

export interface Detail<T> {
  board: T | null;
  loading: boolean;
  errorCode: string | null;
  reload(): void;
}

/** One post, asked again when `key` (what names the post) changes or on reload. */
function useDetail<T>(key: string, load: (api: ApiClient) => Promise<{ board: T }>): Detail<T> {
  const api = useApi();
  const [version, setVersion] = useState(0);
  const request = `${key}/${version}`;
  const [loaded, setLoaded] = useState<{ request: string; board: T | null; errorCode: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    load(api)
      .then((answer) => live && setLoaded({ request, board: answer.board, errorCode: null }))
      .catch((error: unknown) => live && setLoaded({ request, board: null, errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` (in `request`) names the post it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, request]);

  const current = loaded?.request === request ? loaded : null;
  return {
    board: current?.board ?? loaded?.board ?? null,
    loading: current === null,
    errorCode: current?.errorCode ?? null,
    reload: () => setVersion((v) => v + 1),
  };
}

/** A board post, a notice or an event (`datail`: the spec's spelling of the call). */
export const useBoardDetail = (boardType: string, boardIdx: number): Detail<BoardDetail> =>
  useDetail(`${boardType}/${boardIdx}`, (api) => api.call(API.board.detail, { boardIdx }, { params: { boardType } }));

/** One of the member's own inquiries, with its answer. */
export const useInquiryDetail = (boardIdx: number): Detail<InquiryDetail> =>
  useDetail(`qna/${boardIdx}`, (api) => api.call(API.qna.detail, { boardIdx }));
