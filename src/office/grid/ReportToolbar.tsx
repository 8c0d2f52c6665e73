import { Badge, Box, Button, LinearProgress, Tooltip, Typography } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import DownloadIcon from '@mui/icons-material/Download';
import { ColumnsPanelTrigger, FilterPanelTrigger, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { useTranslate } from 'react-admin';
import type { CsvDownload } from './useCsvDownload';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    download: CsvDownload;
    onExport: () => void;
    canExport: boolean;
  }
}

/**
 * The grid's toolbar: column choice, the filter panel, and the CSV export of every filtered row
 * with its progress (rows received of the total) and a stop button while it downloads.
 */
export function ReportToolbar({
  download,
  onExport,
  canExport,
}: {
  download: CsvDownload;
  onExport: () => void;
  canExport: boolean;
}) {
  const translate = useTranslate();
  const { progress } = download;
  const percent = progress && progress.total > 0 ? Math.min(100, (progress.rows / progress.total) * 100) : 0;
  return (
    <Toolbar>
      <Tooltip title={translate('office.reports.columns')}>
        <ColumnsPanelTrigger render={<ToolbarButton />} aria-label={translate('office.reports.columns')}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title={translate('office.reports.filters')}>
        <FilterPanelTrigger
          aria-label={translate('office.reports.filters')}
          render={(props, state) => (
            <ToolbarButton {...props} color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Box sx={{ flex: 1 }} />
      {progress ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: { xs: 160, sm: 260 } }}
          role="status"
          aria-live="polite"
        >
          <Box sx={{ flex: 1 }}>
            <LinearProgress
              variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
              value={percent}
              aria-label={translate('office.reports.downloading')}
            />
            <Typography variant="caption" data-testid="export-progress">
              {translate('office.reports.downloadProgress', {
                rows: progress.rows.toLocaleString(),
                total: progress.total.toLocaleString(),
              })}
            </Typography>
          </Box>
          <Button size="small" onClick={download.cancel}>
            {translate('ra.action.cancel')}
          </Button>
        </Box>
      ) : (
        <Button size="small" startIcon={<DownloadIcon />} onClick={onExport} disabled={!canExport}>
          {translate('office.reports.exportCsv')}
        </Button>
      )}
    </Toolbar>
  );
}
