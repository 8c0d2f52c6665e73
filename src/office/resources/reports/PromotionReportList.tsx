import { Box, Chip } from '@mui/material';
import { Datagrid, List, SelectInput, TextField, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { adminPromotionReport, partnerPromotionReport } from '../../../shared/endpoints/promotionsOffice';
import { DateTimeField, EnumField, LedgerMemoField, MoneyField } from '../../common/fields';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { useOfficeCall } from '../../common/useOfficeCall';
import { assetChoices, payoutSourceChoices } from '../coupons/choices';
import { memberDateFilters } from './reportFilters';

const filters = [
  ...memberDateFilters,
  <SelectInput key="source" source="source" label={field('source')} choices={payoutSourceChoices} alwaysOn />,
  <SelectInput key="asset" source="asset" label={field('asset')} choices={assetChoices} alwaysOn />,
];

/** The sums of every row the filter selects, per promotion and asset. */
function PayoutTotals() {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  const resource = useResourceContext();
  const { filterValues } = useListContext();
  const entry = resource?.startsWith('admin/') ? adminPromotionReport.list : partnerPromotionReport.list;
  const { data } = useOfficeCall(entry, { page: 1, perPage: 1, filter: filterValues });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 1 }} data-testid="promotion-totals">
      {(data?.totals ?? []).map((t) => (
        <Chip
          key={`${t.source}-${t.asset}`}
          variant="outlined"
          label={`${translate(`office.promotions.source.${t.source}`)} · ${translate(`office.promotions.asset.${t.asset}`)}: ${money(t.amount)} (${t.count})`}
        />
      ))}
    </Box>
  );
}

/** What coupons, attendance and the roulette paid, in the subtree (partner) or the site (staff). */
export function PromotionReportList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <PayoutTotals />
      <Datagrid bulkActionButtons={false}>
        <TextField source="id" label={field('txnId')} />
        <EnumField source="source" label={field('source')} group="promotions.source" />
        <TextField source="memId" label={field('memId')} />
        <TextField source="memNick" label={field('memNick')} sortable={false} />
        <EnumField source="asset" label={field('asset')} group="promotions.asset" />
        <MoneyField source="amount" label={field('amount')} />
        <LedgerMemoField source="memo" label={field('memo')} sortable={false} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </List>
  );
}
