import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Paper } from '@mui/material';
import {
  DataGrid,
  type GridColumnVisibilityModel,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
} from '@mui/x-data-grid';
import {
  Title,
  useDataProvider,
  useLocaleState,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import { ApiError } from '../../dataProvider/apiClient';
import { OFFICE_RESOURCES, type OfficeResourceName } from '../../shared/endpoints';
import type { Endpoint } from '../../shared/endpoints/endpoint';
import { REPORT_COLUMNS, type ReportColumn, type ReportName } from '../../shared/reports/columns';
import type { GridFilterItem, ReportList } from '../../shared/reports/gridQuery';
import type { MoneyTotals } from '../../shared/api/office/reports';
import type { Language } from '../../shared/locales';
import { useOfficeFormat } from '../common/format';
import { MoneyChart } from '../resources/reports/MoneyChart';
import { gridColumns, TOTALS_ID } from './gridColumns';
import { gridLocaleText } from './gridLocale';
import { DayInput } from './dateInputs';
import { PickerLocalization } from './pickerLocales';
import { ReportToolbar } from './ReportToolbar';
import { useCsvDownload } from './useCsvDownload';

export interface ReportGridProps {
  report: ReportName;
  /** The office resource whose `list` and `export` entries serve the grid (default: the page's resource). */
  resource?: OfficeResourceName;
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Filter keys of the date range bar (money history: startDate/endDate); null: no date bar. */
  dateKeys?: readonly [string, string] | null;
  /** Filter values the screen fixes (a member's tab, a parent partner), sent with every call. */
  filter?: Record<string, unknown>;
  /** Chart the page's rows over this column (daily, partner summary). */
  chartKey?: string;
  onRowClick?: (record: Record<string, unknown>) => void;
}

const PAGE_SIZES = [25, 50, 100];

/** A shortcut of the menu opens a report with `?filter={...}` (§2 bet > casino, slot, minigame). */
function useUrlFilter(): Record<string, unknown> {
  const { search } = useLocation();
  return useMemo(() => {
    try {
      const value = JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as unknown;
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }, [search]);
}

/** `YYYY-MM-DD` of a date picked in the browser (its own calendar day, which the server reads in site time). */
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The grid's filter items as the server takes them: values of their column's kind, empty ones left out. */
export function whereOf(model: GridFilterModel, columns: readonly ReportColumn[]): GridFilterItem[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  return model.items.flatMap((item) => {
    const column = byKey.get(item.field);
    const raw = item.value as unknown;
    if (!column || raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0))
      return [];
    const value =
      raw instanceof Date
        ? column.type === 'day'
          ? localDay(raw)
          : raw.toISOString()
        : (raw as GridFilterItem['value']);
    return [{ field: item.field, operator: item.operator as GridFilterItem['operator'], value }];
  });
}

const visibilityKey = (resource: string) => `office.grid.${resource}.columns`;
const initialVisibility = (resource: string, columns: readonly ReportColumn[]): GridColumnVisibilityModel => {
  try {
    const saved = localStorage.getItem(visibilityKey(resource));
    if (saved) return JSON.parse(saved) as GridColumnVisibilityModel;
  } catch {
    // A broken saved choice falls back to the defaults.
  }
  return Object.fromEntries(columns.filter((c) => c.secondary).map((c) => [c.key, false]));
};

/**
 * One report grid on MUI X DataGrid: server paging, sorting and filtering (the
 * filter panel's items go to the server's whitelist), column choice kept per report, a totals row
 * of the whole filtered result under each page, a chart for a series, and the CSV export of every
 * filtered row with the columns shown. Compact and horizontally scrolling on a phone.
 */
export function ReportGrid({
  report,
  resource: resourceProp,
  defaultSort,
  dateKeys = ['dateFrom', 'dateTo'],
  filter: fixed,
  chartKey,
  onRowClick,
}: ReportGridProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { money, dateTime } = useOfficeFormat();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const pageResource = useResourceContext();
  const resource = (resourceProp ?? pageResource) as OfficeResourceName;
  const calls = OFFICE_RESOURCES[resource] as Record<string, Endpoint | undefined>;
  const columns: readonly ReportColumn[] = REPORT_COLUMNS[report];
  const urlFilter = useUrlFilter();
  const definition = useResourceDefinition({ resource });
  const label = translate(String(definition.options?.label ?? resource));

  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0]! });
  const [sortModel, setSortModel] = useState<GridSortModel>(
    defaultSort ? [{ field: defaultSort.field, sort: defaultSort.order === 'ASC' ? 'asc' : 'desc' }] : [],
  );
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const [visibility, setVisibility] = useState<GridColumnVisibilityModel>(() => initialVisibility(resource, columns));
  const [dates, setDates] = useState<Record<string, string>>({});

  const query = useMemo(() => {
    const sort = sortModel[0];
    return {
      sort: sort?.sort
        ? { field: sort.field, order: sort.sort === 'asc' ? ('ASC' as const) : ('DESC' as const) }
        : undefined,
      filter: { ...urlFilter, ...dates, ...fixed },
      where: whereOf(filterModel, columns),
    };
  }, [sortModel, urlFilter, dates, fixed, filterModel, columns]);
  const body = { ...query, page: pagination.page + 1, perPage: pagination.pageSize };

  const { data, isFetching, error } = useQuery({
    queryKey: [calls.list?.path, body],
    queryFn: () => dataProvider.call(calls.list!, body as never) as Promise<ReportList<Record<string, unknown>>>,
    placeholderData: keepPreviousData,
    enabled: !!calls.list,
  });

  const shown = useMemo(
    () => columns.filter((c) => visibility[c.key] !== false).map((c) => c.key),
    [columns, visibility],
  );
  const gridCols = useMemo(
    () => gridColumns(columns, { translate, money, dateTime, language: locale as Language }, shown),
    [columns, translate, money, dateTime, locale, shown],
  );
  const rows = useMemo(() => (data?.list.length ? [...data.list, { id: TOTALS_ID, ...data.totals }] : []), [data]);
  const download = useCsvDownload(calls.export, `${report}.csv`);

  const changeVisibility = (model: GridColumnVisibilityModel) => {
    setVisibility(model);
    localStorage.setItem(visibilityKey(resource), JSON.stringify(model));
  };
  // A new filter or sort starts again from the first page.
  const resetPage = () => setPagination((p) => ({ ...p, page: 0 }));

  return (
    <PickerLocalization>
      <Box sx={{ mt: 1, minWidth: 0 }}>
        {!resourceProp && <Title title={label} />}
        {dateKeys && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            {dateKeys.map((key, i) => (
              <DayInput
                key={key}
                label={translate(i === 0 ? 'office.fields.dateFrom' : 'office.fields.dateTo')}
                value={dates[key] ?? ''}
                onChange={(day) => {
                  setDates((d) => ({ ...d, [key]: day }));
                  resetPage();
                }}
                testId={`report-${key}`}
              />
            ))}
          </Box>
        )}
        {chartKey && !!data?.list.length && (
          <Card sx={{ mb: 1 }}>
            <CardContent>
              <MoneyChart
                rows={[...data.list].reverse() as unknown as (MoneyTotals & Record<string, unknown>)[]}
                xKey={chartKey}
              />
            </CardContent>
          </Card>
        )}
        {!!error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(`api.${error instanceof ApiError ? error.code : 'E001'}`)}
          </Alert>
        )}
        <Paper sx={{ width: '100%', overflow: 'hidden' }}>
          <DataGrid
            aria-label={label}
            rows={rows}
            columns={gridCols}
            rowCount={data?.total ?? 0}
            loading={isFetching}
            density="compact"
            autoHeight
            showToolbar
            disableRowSelectionOnClick
            // no compiled filter functions: the CSP forbids eval, and MUI X would probe for it
            disableEval
            disableColumnSelector={false}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            sortingOrder={['desc', 'asc']}
            pageSizeOptions={PAGE_SIZES}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            sortModel={sortModel}
            onSortModelChange={(model) => {
              setSortModel(model);
              resetPage();
            }}
            filterModel={filterModel}
            onFilterModelChange={(model) => {
              setFilterModel(model);
              resetPage();
            }}
            columnVisibilityModel={visibility}
            onColumnVisibilityModelChange={changeVisibility}
            localeText={gridLocaleText(locale)}
            getRowClassName={(params) => (params.id === TOTALS_ID ? 'report-totals' : '')}
            // the totals row grows to show a split total's parts one per line
            getRowHeight={(params) => (params.id === TOTALS_ID ? 'auto' : null)}
            onRowClick={(params: GridRowParams) => {
              if (params.id !== TOTALS_ID) onRowClick?.(params.row as Record<string, unknown>);
            }}
            slots={{ toolbar: ReportToolbar }}
            slotProps={{
              toolbar: {
                download,
                canExport: !!calls.export && !!data?.total,
                onExport: () => void download.start({ ...query, columns: shown }, data?.total ?? 0),
              },
            }}
            sx={{
              border: 0,
              '& .report-totals': { fontWeight: 700, bgcolor: 'action.hover' },
              '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' },
            }}
          />
        </Paper>
      </Box>
    </PickerLocalization>
  );
}
