import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import { ApiError } from '../../dataProvider/apiClient';
import type { Endpoint } from '../../shared/endpoints/endpoint';

export interface CsvDownload {
  /** Rows received so far and the rows expected (the grid's total), while a file downloads. */
  progress: { rows: number; total: number } | null;
  start(body: Record<string, unknown>, total: number): Promise<void>;
  cancel(): void;
}

/** Hands a finished file to the browser as a download. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a report's CSV from its export entry: the server streams every filtered row; the
 * office counts rows as they arrive against the grid's total for a progress bar, and can stop.
 */
export function useCsvDownload(entry: Endpoint | undefined, fileName: string): CsvDownload {
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [progress, setProgress] = useState<CsvDownload['progress']>(null);
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(
    async (body: Record<string, unknown>, total: number) => {
      if (!entry || abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      setProgress({ rows: 0, total });
      try {
        // The header is one line; rows are counted past it.
        const blob = await dataProvider.download(entry, { ...body, lang: locale } as never, {
          signal: controller.signal,
          onProgress: ({ lines }) => setProgress({ rows: Math.max(0, lines - 1), total }),
        });
        save(blob, fileName);
        notify('office.reports.exported', { type: 'success', messageArgs: { count: total } });
      } catch (error) {
        if ((error as Error).name !== 'AbortError')
          notify(`api.${error instanceof ApiError ? error.code : 'E001'}`, { type: 'error' });
      } finally {
        abort.current = null;
        setProgress(null);
      }
    },
    [dataProvider, entry, fileName, locale, notify],
  );

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { progress, start, cancel };
}
