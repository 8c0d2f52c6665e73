import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';

/** A single office read (my page, dashboard) cached by react-admin's query client. */
export function useOfficeCall<T>(path: string, body: Record<string, unknown> = {}, enabled = true) {
  const dataProvider = useDataProvider<OfficeDataProvider>();
  return useQuery({ queryKey: [path, body], queryFn: () => dataProvider.call<T>(path, body), enabled });
}
