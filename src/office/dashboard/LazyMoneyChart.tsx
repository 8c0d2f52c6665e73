import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@mui/material';
import type { Dashboard } from '../../shared/api/office/index';

type Day = Dashboard['series'][number];

// The chart library is the largest part of the dashboard: it loads after the tiles
// (docs/architecture/office-front.md#first-load).
const Chart = lazy(async () => ({ default: (await import('../resources/reports/MoneyChart')).MoneyChart<Day> }));

/** The dashboard's 7-day chart, a placeholder of its size while the chart library arrives. */
export function LazyMoneyChart(props: ComponentProps<typeof Chart> & { height: number }) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={props.height} />}>
      <Chart {...props} />
    </Suspense>
  );
}
