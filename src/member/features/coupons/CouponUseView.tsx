import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@mui/material';
import { API } from '../../../shared/endpoints/member';
import type { CouponRow } from '../../../shared/api/coupons';
import { useApi } from '../../apiContext';
import { useSession } from '../../session';
import { FailureAlert, ListState, Pager, useApiList, useConfirm, useSubmit } from '../../ui';
import { CouponTable } from './CouponTable';
import { rewardText } from './rewardText';

/** §2 /mypage/coupon/use: usable coupons, each with a Use button (confirm, then one credit through the ledger). */
export function CouponUseView() {
  const { t } = useTranslation();
  const api = useApi();
  const { refreshMember } = useSession();
  const { ask, dialog } = useConfirm();
  const [done, setDone] = useState<string | null>(null);
  const list = useApiList(API.coupon.list, { state: 'usable' });
  const submit = useSubmit((idempotencyKey: string, couponId: number) =>
    api.call(API.coupon.use, { couponId }, { idempotencyKey }),
  );

  const use = async (c: CouponRow) => {
    setDone(null);
    if (!(await ask(t('front.coupon.useConfirm', { name: c.name })))) return;
    if (await submit.run(c.couponId)) {
      setDone(t('front.coupon.usedDone', { reward: rewardText(t, c.reward, c.amount) }));
      list.reload();
      await refreshMember();
    }
  };

  return (
    <Stack spacing={2}>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
      <ListState
        loading={list.loading}
        errorCode={list.errorCode}
        empty={list.rows.length === 0}
        emptyText={t('front.coupon.empty.use')}
        onRetry={list.reload}
      >
        <CouponTable
          rows={list.rows}
          action={(c) => (
            <Button
              size="small"
              variant="contained"
              disabled={submit.sending}
              onClick={() => void use(c)}
              data-testid={`coupon-use-${c.couponId}`}
            >
              {t('front.coupon.useButton')}
            </Button>
          )}
        />
        <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
      </ListState>
      {dialog}
    </Stack>
  );
}
