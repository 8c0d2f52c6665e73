import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import type { BodyOf, Endpoint, ResponseOf } from '../../shared/endpoints/endpoint';

/** The query key of a single office read: refresh or replace its cached answer with it. */
export const officeCallKey = (entry: Endpoint, body: object = {}) => [entry.path, body];

/** A single office read (my page, dashboard) cached by react-admin's query client; asked again every `refreshMs` when given. */
export function useOfficeCall<E extends Endpoint>(
  entry: E,
  body?: BodyOf<E>,
  enabled = true,
  refreshMs?: number,
): UseQueryResult<ResponseOf<E>> {
  const dataProvider = useDataProvider<OfficeDataProvider>();
  return useQuery({
    queryKey: officeCallKey(entry, body ?? {}),
    queryFn: () => dataProvider.call(entry as Endpoint, body ?? {}),
    enabled,
    refetchInterval: refreshMs,
  });
}
