import { forwardRef, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip } from '@mui/material';
import { formatDate, formatMoney } from '../../format';
import { useApi } from '../../apiContext';
import {
  DataTable,
  FailureAlert,
  ListState,
  Pager,
  PeriodButtons,
  apiFailure,
  periodRange,
  useApiList,
  useConfirm,
  type ApiFailure,
  type Column,
  type Period,
} from '../../ui';
import { CASH_STATUS, isOpenRequest, type CashKind, type CashRow } from '../../../shared/api/cash';
import { API } from '../../../shared/endpoints/member';

const STATUS_KEY: Record<number, string> = {
  [CASH_STATUS.apply]: 'apply',
  [CASH_STATUS.done]: 'done',
  [CASH_STATUS.wait]: 'wait',
  [CASH_STATUS.cancel]: 'cancel',
};
const STATUS_COLOR = { apply: 'info', done: 'success', wait: 'warning', cancel: 'default' } as const;

export interface CashHistoryHandle {
  reload(): void;
}

/**
 * A member's deposit or withdrawal requests (/api/cash/list/, §5 periods, paging); a request that is
 * not done yet (apply or wait) can be cancelled through /api/cash/del after a confirm.
 */
export const CashHistory = forwardRef<CashHistoryHandle, { kind: CashKind }>(function CashHistory({ kind }, ref) {
  const { t } = useTranslation();
  const api = useApi();
  const { ask, dialog } = useConfirm();
  const [period, setPeriod] = useState<Period>('week');
  const [cancelError, setCancelError] = useState<ApiFailure | null>(null);
  const list = useApiList(API.cash.list, { cashType: kind, ...periodRange(period) });
  useImperativeHandle(ref, () => ({ reload: list.reload }), [list.reload]);

  const cancel = async (row: CashRow) => {
    if (!(await ask(t('front.cash.cancelConfirm')))) return;
    try {
      await api.call(API.cash.cancel, { cashIdx: row.cashIdx });
      setCancelError(null);
      list.reload();
    } catch (error) {
      setCancelError(apiFailure(error));
    }
  };

  const columns: Column<CashRow>[] = [
    { key: 'date', labelKey: 'front.cash.applyDate', render: (row) => formatDate(row.applyDate) },
    { key: 'amount', labelKey: 'front.cash.amount', align: 'right', render: (row) => formatMoney(row.amount) },
    ...(kind === 'in'
      ? [
          {
            key: 'bonus',
            labelKey: 'front.cash.bonus',
            render: (row: CashRow) => t(row.bonusYn === 'Y' ? 'front.cash.bonusYes' : 'front.cash.bonusNo'),
          },
        ]
      : []),
    {
      key: 'status',
      labelKey: 'front.cash.status',
      render: (row) => {
        const name = STATUS_KEY[row.status] ?? 'apply';
        return (
          <Chip
            size="small"
            color={STATUS_COLOR[name as keyof typeof STATUS_COLOR]}
            label={t(`front.cash.statuses.${name}`)}
          />
        );
      },
    },
    {
      key: 'processed',
      labelKey: 'front.cash.processDate',
      render: (row) => (row.processDate ? formatDate(row.processDate) : '-'),
    },
    {
      key: 'cancel',
      labelKey: 'front.cash.manage',
      render: (row) =>
        isOpenRequest(row) ? (
          <Button size="small" color="error" variant="outlined" onClick={() => void cancel(row)}>
            {t('front.cash.cancel')}
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <>
      <PeriodButtons value={period} onChange={setPeriod} />
      <Box sx={{ mb: cancelError ? 1 : 0 }}>
        <FailureAlert failure={cancelError} onClose={() => setCancelError(null)} />
      </Box>
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <DataTable columns={columns} rows={list.rows} rowKey={(row) => row.cashIdx} />
      </ListState>
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
      {dialog}
    </>
  );
});
