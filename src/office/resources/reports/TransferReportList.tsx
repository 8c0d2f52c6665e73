import type { ReactElement } from 'react';
import { Datagrid, TextField } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField, EnumField, LedgerMemoField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { memberDateFilters } from './reportFilters';

/**
 * §2 reports/cash/send: partner pay (send) and recover (receive) history. The partner's own
 * transfer history (partner/transfers) shows the same rows with its side of each.
 */
export function TransferReportList({
  filters = memberDateFilters,
  withDirection = false,
}: {
  filters?: ReactElement[];
  withDirection?: boolean;
}) {
  return (
    <OfficeList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" label={field('id')} />
        <EnumField
          source="kind"
          label={field('kind')}
          group="transferKind"
          colors={{ pay: 'info', recover: 'warning' }}
        />
        {withDirection && (
          <EnumField
            source="direction"
            label={field('direction')}
            group="direction"
            colors={{ send: 'warning', receive: 'success' }}
          />
        )}
        <TextField source="fromMemId" label={field('fromMemId')} sortable={false} />
        <TextField source="toMemId" label={field('toMemId')} sortable={false} />
        <MoneyField source="amount" label={field('amount')} />
        <LedgerMemoField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </OfficeList>
  );
}
