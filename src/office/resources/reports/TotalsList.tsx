import type { ReactNode } from 'react';
import { Datagrid, List, useListContext, type ListProps } from 'react-admin';
import { Card, CardContent } from '@mui/material';
import type { MoneyTotals } from '../../../shared/api/office/index';
import { MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { MoneyChart } from './MoneyChart';
import { dateFilters } from './reportFilters';

function ChartOfPage<T extends MoneyTotals>({ xKey }: { xKey: keyof T & string }) {
  const { data } = useListContext<T & { id: string | number }>();
  if (!data?.length) return null;
  return (
    <Card sx={{ mb: 1 }}>
      <CardContent>
        <MoneyChart rows={[...data].reverse()} xKey={xKey} />
      </CardContent>
    </Card>
  );
}

/** A report of money totals per row (day or partner): chart of the page above the table. */
export function TotalsList<T extends MoneyTotals>({ xKey, leading, trailing, sort }: { xKey: keyof T & string; leading: ReactNode; trailing?: ReactNode; sort: ListProps['sort'] }) {
  return (
    <List filters={dateFilters} sort={sort} aside={undefined}>
      <ChartOfPage<T> xKey={xKey} />
      <Datagrid bulkActionButtons={false}>
        {leading}
        <MoneyField source="deposits" label={field('deposits')} />
        <MoneyField source="withdrawals" label={field('withdrawals')} />
        <MoneyField source="net" label={field('net')} />
        <MoneyField source="bets" label={field('bets')} />
        <MoneyField source="wins" label={field('wins')} />
        <MoneyField source="betNet" label={field('betNet')} />
        {trailing}
      </Datagrid>
    </List>
  );
}
