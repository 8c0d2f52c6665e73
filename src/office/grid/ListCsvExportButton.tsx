import { Button, LinearProgress, Box } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useResourceContext, useTranslate } from 'react-admin';
import { OFFICE_RESOURCES, type OfficeResourceName } from '../../shared/endpoints';
import type { Endpoint } from '../../shared/endpoints/endpoint';
import { REPORT_COLUMNS, type ReportName } from '../../shared/reports/columns';
import { useCsvDownload } from './useCsvDownload';

/**
 * The export of a react-admin list whose rows are a report's (the cash queues): the server's CSV of
 * every row the list's filter selects, written as the report's (docs/domains/reports.md#csv: BOM,
 * headers and codes in words of the office language, site time), never react-admin's own
 * exporter, which writes keys and codes.
 */
export function ListCsvExportButton({ report }: { report: ReportName }) {
  const translate = useTranslate();
  const resource = useResourceContext() as OfficeResourceName;
  const { filterValues, sort, total } = useListContext();
  const entry = (OFFICE_RESOURCES[resource] as Record<string, Endpoint | undefined>).export;
  const download = useCsvDownload(entry, `${report}.csv`);
  const columns = REPORT_COLUMNS[report].map((c) => c.key);
  if (!entry) return null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {download.progress && (
        <LinearProgress
          sx={{ width: 80 }}
          variant={download.progress.total > 0 ? 'determinate' : 'indeterminate'}
          value={download.progress.total > 0 ? (download.progress.rows / download.progress.total) * 100 : 0}
          aria-label={translate('office.reports.downloading')}
        />
      )}
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={!total || !!download.progress}
        onClick={() =>
          void download.start(
            { filter: filterValues, sort: sort?.field ? sort : undefined, where: [], columns },
            total ?? 0,
          )
        }
      >
        {translate('office.reports.exportCsv')}
      </Button>
    </Box>
  );
}
