import { useState } from 'react';
import { Typography } from '@mui/material';
import { formatDate, formatMoney } from '../../format';
import {
  DataTable,
  ListState,
  Pager,
  PeriodButtons,
  periodRange,
  useApiList,
  type Column,
  type Period,
} from '../../ui';
import type { PointKind, PointRow } from '../../../shared/api/points';
import { API } from '../../../shared/endpoints/member';
import { pointSourceName } from '../../../shared/labels/points';
import { useLabels } from '../../labels';

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** A member's point records of one kind (accrual or conversion), by §5 period, paged. */
export function PointHistory({ kind }: { kind: PointKind }) {
  const labels = useLabels();
  const [period, setPeriod] = useState<Period>('month');
  const list = useApiList(API.points.list, { kind, ...periodRange(period) });

  const columns: Column<PointRow>[] = [
    { key: 'date', labelKey: 'front.point.date', render: (row) => formatDate(row.regDate) },
    {
      key: 'kind',
      labelKey: 'front.point.kind',
      render: (row) => pointSourceName(labels.t, row.useType),
    },
    ...(kind === 'accrual'
      ? [
          { key: 'percent', labelKey: 'front.point.percent', render: (row: PointRow) => percent(row.percentBp) },
          {
            key: 'bonus',
            labelKey: 'front.point.bonusPercent',
            render: (row: PointRow) => percent(row.bonusPercentBp),
          },
        ]
      : []),
    {
      key: 'amount',
      labelKey: kind === 'accrual' ? 'front.point.accrued' : 'front.point.applied',
      align: 'right',
      render: (row) => (
        <Typography component="span" variant="body2" color={row.pointAmt < 0 ? 'error' : 'success.main'}>
          {formatMoney(row.pointAmt)}
        </Typography>
      ),
    },
    {
      key: 'after',
      labelKey: 'front.point.balanceAfter',
      align: 'right',
      render: (row) => formatMoney(row.balanceAfter),
    },
  ];

  return (
    <>
      <PeriodButtons value={period} onChange={setPeriod} />
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <DataTable columns={columns} rows={list.rows} rowKey={(row) => row.pointIdx} />
      </ListState>
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
    </>
  );
}
