import { useEffect, useState } from 'react';
import type { PageInfo } from '../../shared/api/common';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import type { Endpoint, PathParams, ResponseOf } from '../../shared/endpoints/endpoint';
import { useApi } from '../apiContext';
import { apiErrorCode } from './apiErrorCode';

/** Answers come as { list, pageInfo } (§3 paging) or, for short lists, as a bare array. */
type ListAnswer<T> = { list?: T[]; pageInfo?: PageInfo } | T[] | null;
/** The row type of a list entry's answer. */
export type RowOf<E extends Endpoint> =
  ResponseOf<E> extends { list: (infer R)[] } ? R : ResponseOf<E> extends (infer R)[] ? R : never;

export interface ApiList<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  errorCode: string | null;
  /** The whole latest answer, for lists that carry more than rows (the message list's unread count). */
  answer: unknown;
  setPage(page: number): void;
  reload(): void;
}

interface Loaded<T> {
  request: string;
  answer: unknown;
  rows: T[];
  total: number;
  errorCode: string | null;
}

/**
 * One server-paged list: asks again whenever the path, the filter body, the page or a reload
 * changes. `body` is compared by value so callers can pass literals; a new filter starts at page 1.
 * A list is loading while its latest answer belongs to an older request.
 */
export function useApiList<E extends Endpoint, T = RowOf<E>>(
  entry: E | null,
  body: object = {},
  pageSize = DEFAULT_PAGE_SIZE,
  params?: PathParams<E['path']>,
): ApiList<T> {
  const api = useApi();
  const path = entry && entry.path;
  const paramKey = JSON.stringify(params ?? {});
  const filter = JSON.stringify(body);
  const [paging, setPaging] = useState({ filter, page: 1 });
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const page = paging.filter === filter ? paging.page : 1;
  const request = JSON.stringify([path, paramKey, filter, page, pageSize, version]);

  useEffect(() => {
    if (entry === null) return;
    let live = true;
    const done = (patch: Omit<Loaded<T>, 'request'>) => live && setLoaded({ request, ...patch });
    api
      .call(
        entry as Endpoint,
        { ...(JSON.parse(filter) as object), page, count_per_list: pageSize },
        { params: JSON.parse(paramKey) as Record<string, string> },
      )
      .then((data) => {
        const answer = data as ListAnswer<T>;
        const rows = Array.isArray(answer) ? answer : (answer?.list ?? []);
        const total = Array.isArray(answer) ? rows.length : (answer?.pageInfo?.tatal_list_count ?? rows.length);
        done({ answer, rows, total, errorCode: null });
      })
      .catch((error: unknown) => done({ answer: null, rows: [], total: 0, errorCode: apiErrorCode(error) }));
    return () => {
      live = false;
    };
    // The entry is named by its path in `request`: entries are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, path, paramKey, filter, page, pageSize, request]);

  const setPage = (next: number) => setPaging({ filter, page: next });
  const reload = () => setVersion((v) => v + 1);
  const current = loaded?.request === request ? loaded : null;
  return {
    rows: current?.rows ?? loaded?.rows ?? [],
    total: current?.total ?? loaded?.total ?? 0,
    page,
    pageSize,
    loading: path !== null && current === null,
    errorCode: current?.errorCode ?? null,
    answer: current?.answer ?? null,
    setPage,
    reload,
  };
}
